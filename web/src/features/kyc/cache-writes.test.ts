import { api, type RealnameView } from '@app/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKey } from '../../lib/query-keys.ts';
import { writeRealname } from './cache-writes.ts';

const approved: RealnameView = {
  status: 2,
  name: 'Alice Martin',
  idcard: 'X1****67',
  front: { id: 'f', url: '/api/v1/common/file?id=f' },
  contrary: { id: 'b', url: '/api/v1/common/file?id=b' },
  reason: null,
  submitted_at: 1,
  reviewed_at: 2,
};

describe('writeRealname', () => {
  it('puts a pushed verification in the cache and its state into the profile, without a refetch', () => {
    const client = new QueryClient();
    client.setQueryData(queryKey(api.user.home), { realname_status: 1, mpwd_set: false });
    writeRealname(client, approved);
    expect(client.getQueryData(queryKey(api.user.getRealnameAuth))).toEqual(approved);
    expect(client.getQueryData(queryKey(api.user.home))).toEqual({ realname_status: 2, mpwd_set: false });
  });

  it('leaves an unloaded profile unloaded', () => {
    const client = new QueryClient();
    writeRealname(client, approved);
    expect(client.getQueryData(queryKey(api.user.home))).toBeUndefined();
  });
});
