import { api, type Data, type Order } from '@app/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKey } from '../../lib/query-keys.ts';

type Positions = Data<typeof api.user.newOrderList>;

/** An order's new state into the positions answer: it leaves `trading` once closed and joins `settled`. */
export function writeOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData<Positions>(queryKey(api.user.newOrderList), (old) => {
    if (!old) return old;
    const trading = old.trading.filter((o) => o.id !== order.id);
    if (order.status === 'trading') return { ...old, trading: [order, ...trading] };
    return { ...old, trading, settled: [order, ...old.settled.filter((o) => o.id !== order.id)] };
  });
  // Paged records change membership by status and cannot be told where: only a mounted list refetches.
  void queryClient.invalidateQueries({ queryKey: queryKey(api.user.orderList), refetchType: 'active' });
}

/** A catch-up's answer: the open positions as they are now, plus what settled meanwhile. */
export function writeCatchUp(queryClient: QueryClient, data: Positions): void {
  queryClient.setQueryData<Positions>(queryKey(api.user.newOrderList), (old) => {
    const ids = new Set(data.settled.map((o) => o.id));
    const settled = [...data.settled, ...(old?.settled ?? []).filter((o) => !ids.has(o.id))];
    return { ...data, settled };
  });
}
