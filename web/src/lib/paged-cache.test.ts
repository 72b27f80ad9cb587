import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prependRecord } from './paged-cache.ts';

const key = ['user', 'user/withdrawList'];
const page = (ids: number[], total: number) => ({
  list: ids.map((id) => ({ id })),
  page: 1,
  limit: 3,
  total,
});

describe('a created record at the top of a cached paged list', () => {
  it('leads the first page, cut to its limit, and drops the later pages so the next read starts right', () => {
    const client = new QueryClient();
    client.setQueryData(key, {
      pages: [page([5, 4, 3], 5), { ...page([2, 1], 5), page: 2 }],
      pageParams: [1, 2],
    });
    prependRecord(client, key, { id: 6 });
    expect(client.getQueryData(key)).toEqual({ pages: [page([6, 5, 4], 6)], pageParams: [1] });
  });

  it('counts a record it already holds once, and writes nothing when the list was never read', () => {
    const client = new QueryClient();
    client.setQueryData(key, { pages: [page([5, 4], 2)], pageParams: [1] });
    prependRecord(client, key, { id: 4 });
    expect(client.getQueryData(key)).toEqual({ pages: [page([4, 5], 2)], pageParams: [1] });
    prependRecord(client, ['user', 'user/rechargeList'], { id: 1 });
    expect(client.getQueryData(['user', 'user/rechargeList'])).toBeUndefined();
  });
});
