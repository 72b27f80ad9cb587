import { api, channels, type Order } from '@app/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../lib/api.ts';
import { writeBalance } from '../../lib/balance-push.ts';
import { getUser, useSession } from '../../lib/session.ts';
import { socket } from '../../lib/socket/index.ts';
import { invalidateAfterOrder } from './api.ts';
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
 * this runs on the return to the foreground and after a reconnect (the one catch-up path).
 */
export async function catchUp(queryClient: QueryClient): Promise<Order[]> {
  const lastSeen = readSeen();
  const first = lastSeen === undefined;
  const data = await request(api.user.newOrderList, { query: first ? {} : { since: lastSeen } });
  localStorage.setItem(seenKey(), String(data.server_time));
  if (first) markSeen(data.settled);
  else announce(data.settled);
  writeCatchUp(queryClient, data);
  // Money moved while nobody listened: the balance views refetch (the pushes carrying them were lost).
  if (!first && data.settled.length > 0) invalidateAfterOrder(queryClient);
  return data.settled;
}

/** An `order` message carries the order: it goes into the cache; a settled one is shown. */
export function onOrderMessage(queryClient: QueryClient, order: Order): void {
  if (order.status === 'closed') announce([order]);
  writeOrder(queryClient, order);
}

/**
 * Keeps results coming while the app is open: `order` and `balance` pushes written into the cache (no
 * refetch), and a catch-up on start, on return to the foreground and after a reconnect.
 */
export function useSettlementSync(): void {
  const queryClient = useQueryClient();
  const { isLogin } = useSession();
  useEffect(() => {
    if (!isLogin) return;
    const sync = () => void catchUp(queryClient).catch(() => undefined);
    const onVisible = () => {
      if (document.visibilityState === 'visible') sync();
    };
    socket.start();
    const offOrders = socket.subscribe(channels.orders, (m) => {
      if (m.ch === 'order') onOrderMessage(queryClient, m.data);
    });
    const offBalance = socket.subscribe(channels.balance, (m) => {
      if (m.ch === 'balance') writeBalance(queryClient, m.data);
    });
    const offReconnect = socket.onReconnect(sync);
    document.addEventListener('visibilitychange', onVisible);
    sync();
    return () => {
      offOrders();
      offBalance();
      offReconnect();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [isLogin, queryClient]);
}
