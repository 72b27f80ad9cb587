import { api, type Body, type Data, type Order } from '@app/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import { usePagedQuery } from '../../lib/paged-query.ts';
import { queryKey } from '../../lib/query-keys.ts';
import type { CallError } from '../../lib/request.ts';
import { useSession } from '../../lib/session.ts';

type OrderStatus = Order['status'];
export type Product = Data<typeof api.product.list>[number];

/** After an order is placed: positions, records and every balance view are stale. */
export function invalidateAfterOrder(queryClient: QueryClient): void {
  for (const call of [api.user.newOrderList, api.user.orderList, api.user.balance, api.user.home])
    void queryClient.invalidateQueries({ queryKey: queryKey(call) });
}

/** `api.product.list`: tradable products with their periods and last tickers. */
/** `api.user.buy`: never deduplicated by the request layer; the idempotency key is what makes it once. */
export function useBuy() {
  const queryClient = useQueryClient();
  return useMutation<Data<typeof api.user.buy>, CallError<typeof api.user.buy>, Body<typeof api.user.buy>>({
    mutationFn: (body) => request(api.user.buy, { body, dedupe: false }),
    onSuccess: () => invalidateAfterOrder(queryClient),
  });
}

/** `api.user.newOrderList` without `since`: the open positions (and the last day's settled orders). */
export const newOrderListQuery = queryOptions({
  queryKey: queryKey(api.user.newOrderList),
  queryFn: () => request(api.user.newOrderList),
});

export function useNewOrderList() {
  const { isLogin } = useSession();
  return useQuery({ ...newOrderListQuery, enabled: isLogin });
}

/** `api.user.orderList` by status, a page at a time, for infinite scroll. */
export function useOrderList(status: OrderStatus) {
  return usePagedQuery(api.user.orderList, { status });
}
