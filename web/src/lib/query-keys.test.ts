import { api } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { queryKey } from './query-keys.ts';

describe('query keys', () => {
  it('put private calls under user and public ones by path alone', () => {
    expect(queryKey(api.user.balance)).toEqual(['user', 'user/balance']);
    expect(queryKey(api.product.list)).toEqual(['product/list']);
  });

  it('extend the key of a call by its query, so the bare key matches every variant', () => {
    expect(queryKey(api.user.orderList, { status: 'closed' })).toEqual([
      'user',
      'user/orderList',
      { status: 'closed' },
    ]);
  });
});
