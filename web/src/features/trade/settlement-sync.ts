import { api, channels, type Order } from '@app/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../lib/api.ts';
import { getUser, useSession } from '../../lib/session.ts';
import { socket } from '../../lib/socket/index.ts';
import { invalidateAfterOrder, tradeKeys } from './api.ts';
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
 * orders settled before that are history, not news.
 */
export async function catchUp(queryClient: QueryClient): Promise<Order[]> {
  const lastSeen = readSeen();
  const first = lastSeen === undefined;
  const data = await request(api.user.newOrderList, { query: first ? {} : { since: lastSeen } });
  localStorage.setItem(seenKey(), String(data.server_time));
  if (first) markSeen(data.settled);
  else announce(data.settled);
  if (first) queryClient.setQueryData(tradeKeys.positions, data);
  if (!first && data.settled.length > 0) invalidateAfterOrder(queryClient);
  else void queryClient.invalidateQueries({ queryKey: tradeKeys.positions });
  return data.settled;
}

/** An `order` message: a placed order refreshes positions; a settled one is shown and moves money. */
export function onOrderMessage(queryClient: QueryClient, order: Order): void {
  if (order.status === 'closed') announce([order]);
  invalidateAfterOrder(queryClient);
}

/** The next moment an open position expires, plus a grace for the settler and the push. */
export function nextExpiry(trading: Order[], now: number, graceMs = 2_000): number | undefined {
  const next = trading.map((o) => o.expires_at + graceMs).filter((t) => t > now);
  return next.length ? Math.min(...next) : undefined;
}

/**
 * Keeps results coming while the app is open: the socket's `orders` channel, a catch-up on return to
 * the foreground and after a reconnect (pushes sent meanwhile are lost), and one at each expiry in case
 * the push never arrives.
 */
export function useSettlementSync(trading: Order[] | undefined, now: () => number): void {
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
    const offBalance = socket.subscribe(channels.balance, () => invalidateAfterOrder(queryClient));
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

  useEffect(() => {
    const at = trading && nextExpiry(trading, now());
    if (at === undefined || !isLogin) return;
    const timer = setTimeout(() => void catchUp(queryClient).catch(() => undefined), at - now());
    return () => clearTimeout(timer);
  }, [trading, now, isLogin, queryClient]);
}
