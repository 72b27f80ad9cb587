import { api, type Body, type Data, type Order } from '@app/contracts';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import type { CallError } from '../../lib/request.ts';
import { useSession } from '../../lib/session.ts';

type OrderStatus = Order['status'];
export type Product = Data<typeof api.product.list>[number];

export const PAGE_SIZE = 20;

/** Query keys of the calls whose answers an order changes (the wallet feature owns balance and home). */
export const tradeKeys = {
  positions: ['user', api.user.newOrderList.path] as const,
  orders: (status?: OrderStatus) => ['user', api.user.orderList.path, ...(status ? [status] : [])] as const,
  balance: ['user', api.user.balance.path] as const,
  home: ['user', api.user.home.path] as const,
};

/** After an order is placed or settled: positions, records and every balance view are stale. */
export function invalidateAfterOrder(queryClient: QueryClient): void {
  for (const key of [tradeKeys.positions, tradeKeys.orders(), tradeKeys.balance, tradeKeys.home])
    void queryClient.invalidateQueries({ queryKey: key });
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
export function useNewOrderList() {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: tradeKeys.positions,
    queryFn: () => request(api.user.newOrderList),
    enabled: isLogin,
  });
}

/** `api.user.orderList` by status, a page at a time, for infinite scroll. */
export function useOrderList(status: OrderStatus) {
  const { isLogin } = useSession();
  return useInfiniteQuery({
    queryKey: tradeKeys.orders(status),
    queryFn: ({ pageParam }) =>
      request(api.user.orderList, { query: { status, page: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled: isLogin,
  });
}
