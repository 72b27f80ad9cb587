import { api, type Order } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import { queryKey } from '../../lib/query-keys.ts';
import { getUser } from '../../lib/session.ts';
import { writeCatchUp, writeOrder } from './cache-writes.ts';
import { announce, markSeen } from './results.ts';

/**
 * Server time of the last newOrderList answer, per user and kept across reloads: the next catch-up
 * asks for what settled since, so a result that came while the app was closed is still shown.
 */
const seenKey = () => `trade_last_seen_${getUser()?.uid ?? 0}`;
const readSeen = (): number | undefined => {
  const value = Number(localStorage.getItem(seenKey()));
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/**
 * Asks what settled since the last look and shows it. A user's very first look only records the time:
 * orders settled before that are history, not news. Pushes sent while the socket was down are lost, so
 * the push bridge (app/push-bridge.ts) runs this when it starts and after each reconnect.
 */
export async function catchUp(queryClient: QueryClient): Promise<Order[]> {
  const lastSeen = readSeen();
  const first = lastSeen === undefined;
  const data = await request(api.user.newOrderList, { query: first ? {} : { since: lastSeen } });
  localStorage.setItem(seenKey(), String(data.server_time));
  if (first) markSeen(data.settled);
  else announce(data.settled);
  writeCatchUp(queryClient, data);
  // The paged records cannot be told which rows moved: a mounted list reads them again.
  if (!first && data.settled.length > 0)
    void queryClient.invalidateQueries({ queryKey: queryKey(api.user.orderList), refetchType: 'active' });
  return data.settled;
}

/** An `order` push carries the order: it goes into the cache; a settled one is shown. */
export function onOrderMessage(queryClient: QueryClient, order: Order): void {
  if (order.status === 'closed') announce([order]);
  writeOrder(queryClient, order);
}
