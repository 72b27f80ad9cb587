import { api, channels, type RechargeRecord, type ServerMessage } from '@app/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKey } from '../../lib/query-keys.ts';
import { belongsTo } from '../../lib/socket/channels.ts';
import { writeRecord } from './record-writes.ts';

const pending: RechargeRecord = {
  id: 5,
  method: 'usdt',
  asset: 'usdt',
  amount: '250.000000',
  transfer_name: null,
  screenshot: 'shot',
  usdt_network: 'TRC20',
  tx_hash: 'ab'.repeat(32),
  confirmations: 0,
  confirmations_required: 3,
  status: 0,
  reason: null,
  created_at: 1,
  decided_at: null,
};

describe('review decisions pushed over the socket', () => {
  it('travel on the private reviews channel', () => {
    const decided: ServerMessage = { ch: 'recharge', data: { ...pending, status: 1, decided_at: 2 } };
    expect(belongsTo(channels.reviews, decided)).toBe(true);
    expect(belongsTo(channels.balance, decided)).toBe(false);
  });

  it('replace the pending record in the cached list, without a refetch', () => {
    const client = new QueryClient();
    const key = queryKey(api.user.rechargeList);
    const other = { ...pending, id: 4 };
    client.setQueryData(key, {
      pages: [{ list: [pending, other], page: 1, limit: 20, total: 2 }],
      pageParams: [1],
    });
    writeRecord(client, api.user.rechargeList, { ...pending, status: 2, reason: 'No transfer found' });
    const data = client.getQueryData<{ pages: Array<{ list: RechargeRecord[] }> }>(key);
    expect(data?.pages[0]?.list.map((r) => [r.id, r.status, r.reason])).toEqual([
      [5, 2, 'No transfer found'],
      [4, 0, null],
    ]);
  });
});
