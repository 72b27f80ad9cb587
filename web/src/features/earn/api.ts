import { api, type EarnOrderStatus } from '@app/contracts';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import { useCall, useCallMutation } from '../../lib/call-hooks.ts';
import { usePagedQuery } from '../../lib/paged-query.ts';
import { queryKey } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

/** `api.earn.list`: the products (public). */
export function useEarnProducts() {
  return useQuery({ queryKey: queryKey(api.earn.list), queryFn: () => request(api.earn.list) });
}

/** `api.earn.detail`: one product. */
export function useEarnProduct(id: number) {
  return useQuery({
    queryKey: queryKey(api.earn.detail, { id }),
    queryFn: () => request(api.earn.detail, { query: { id } }),
    enabled: id > 0,
  });
}

/** `api.earn.summary`: principal hosting, interest earned, orders hosting. */
export function useEarnSummary() {
  return useCall(api.earn.summary);
}

/** `api.earn.orders` by status, a page at a time, for infinite scroll. */
export function useEarnOrders(status: EarnOrderStatus) {
  return usePagedQuery(api.earn.orders, { status });
}

/**
 * `api.earn.order`: one order with its redemption preview. While it is hosting it changes at its next
 * settlement, so it is read again just after that instant (the server's clock decides; a second's grace).
 */
export function useEarnOrder(id: number) {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: queryKey(api.earn.order, { id }),
    queryFn: () => request(api.earn.order, { query: { id } }),
    enabled: isLogin && id > 0,
    refetchInterval: (q) => {
      const next = q.state.data?.next_settlement;
      return next ? Math.max(1_000, next - Date.now() + 1_000) : false;
    },
  });
}

/**
 * After money moved in Earn: the holdings and order lists are what the answer does not tell (the balances
 * come by their push, app/push-bridge.ts).
 */
function invalidateEarn(queryClient: QueryClient): void {
  for (const call of [api.earn.summary, api.earn.orders])
    void queryClient.invalidateQueries({ queryKey: queryKey(call) });
}

/**
 * `api.earn.buy` and `api.earn.redeem`: never deduplicated by the request layer (the idempotency key makes
 * each once); the answer is the order, written into its cache entry.
 */
function useEarnMove<E extends typeof api.earn.buy | typeof api.earn.redeem>(call: E) {
  const queryClient = useQueryClient();
  return useCallMutation(call, {
    dedupe: false,
    onSuccess: (order) => {
      queryClient.setQueryData(queryKey(api.earn.order, { id: order.id }), order);
      invalidateEarn(queryClient);
    },
  });
}

export const useEarnBuy = () => useEarnMove(api.earn.buy);
export const useEarnRedeem = () => useEarnMove(api.earn.redeem);
