import { api } from '@app/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKey } from './query-keys.ts';

/** What the keys are for, seen through the cache they address rather than their literal arrays. */
function cacheWith(...entries: Array<[readonly unknown[], unknown]>) {
  const client = new QueryClient();
  for (const [key, data] of entries) client.setQueryData(key, data);
  return client;
}

describe('query keys', () => {
  it('let a logout drop every private answer and keep the public ones', () => {
    const client = cacheWith(
      [queryKey(api.user.balance), 'balance'],
      [queryKey(api.user.orderList, { status: 'closed' }), 'closed orders'],
      [queryKey(api.product.list), 'products'],
    );
    client.removeQueries({ queryKey: ['user'] });
    expect(client.getQueryData(queryKey(api.user.balance))).toBeUndefined();
    expect(client.getQueryData(queryKey(api.user.orderList, { status: 'closed' }))).toBeUndefined();
    expect(client.getQueryData(queryKey(api.product.list))).toBe('products');
  });

  it('let the bare key of a call reach every variant of its query and nothing of another call', async () => {
    const client = cacheWith(
      [queryKey(api.user.orderList, { status: 'closed' }), 'closed'],
      [queryKey(api.user.orderList, { status: 'trading' }), 'trading'],
      [queryKey(api.user.balance), 'balance'],
    );
    await client.invalidateQueries({ queryKey: queryKey(api.user.orderList) });
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(queryKey(api.user.orderList, { status: 'closed' }))).toBe(true);
    expect(stale(queryKey(api.user.orderList, { status: 'trading' }))).toBe(true);
    expect(stale(queryKey(api.user.balance))).toBe(false);
  });

  it('give two readers of one call with one query one cache entry', () => {
    const client = cacheWith([queryKey(api.earn.detail, { id: 3 }), 'product 3']);
    expect(client.getQueryData(queryKey(api.earn.detail, { id: 3 }))).toBe('product 3');
    expect(client.getQueryData(queryKey(api.earn.detail, { id: 4 }))).toBeUndefined();
  });
});
