import { api, type Body, type Data, type Order } from '@app/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import { usePagedQuery } from '../../lib/paged-query.ts';
import { queryKey } from '../../lib/query-keys.ts';
import type { CallError } from '../../lib/request.ts';
import { useSession } from '../../lib/session.ts';
import { writeOrder } from './cache-writes.ts';

type OrderStatus = Order['status'];
export type Product = Data<typeof api.product.list>[number];

/** `api.product.list`: tradable products with their periods and last tickers. */
/**
 * `api.user.buy`: never deduplicated by the request layer; the idempotency key is what makes it once. The
 * answer is the new order, written into the open positions; the balance comes by its push (app/push-bridge.ts).
 */
export function useBuy() {
  const queryClient = useQueryClient();
  return useMutation<Data<typeof api.user.buy>, CallError<typeof api.user.buy>, Body<typeof api.user.buy>>({
    mutationFn: (body) => request(api.user.buy, { body, dedupe: false }),
    onSuccess: (order) => writeOrder(queryClient, order),
  });
}

/**
 * `api.user.newOrderList` without `since`: the open positions (and the last day's settled orders). Read
 * once: the buy's answer, the `order` pushes and the catch-up after a reconnect keep it current.
 */
export const newOrderListQuery = queryOptions({
  queryKey: queryKey(api.user.newOrderList),
  queryFn: () => request(api.user.newOrderList),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useNewOrderList() {
  const { isLogin } = useSession();
  return useQuery({ ...newOrderListQuery, enabled: isLogin });
}

/** `api.user.orderList` by status, a page at a time, for infinite scroll. */
export function useOrderList(status: OrderStatus) {
  return usePagedQuery(api.user.orderList, { status });
}
