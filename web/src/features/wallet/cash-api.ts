import { api, type Body } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import { prependRecord } from '../../lib/paged-cache.ts';
import { usePagedQuery } from '../../lib/paged-query.ts';
import { queryKey } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

/** `api.user.cashInfo`: the bound card (masked), or null. */
export function useCashInfo() {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: queryKey(api.user.cashInfo),
    queryFn: () => request(api.user.cashInfo),
    enabled: isLogin,
  });
}

export function useCashBind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof api.user.cashBind>) => request(api.user.cashBind, { body }),
    onSuccess: (info) => {
      queryClient.setQueryData(queryKey(api.user.cashInfo), info);
      void queryClient.invalidateQueries({ queryKey: queryKey(api.user.withdrawConfig) });
    },
  });
}

/** `api.user.isUsedMpwd`, the same cache entry the settings screens read. */
export function useFundPasswordSet() {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: queryKey(api.user.isUsedMpwd),
    queryFn: () => request(api.user.isUsedMpwd),
    enabled: isLogin,
  });
}

export function useRechargeConfig() {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: queryKey(api.user.rechargeConfig),
    queryFn: () => request(api.user.rechargeConfig),
    enabled: isLogin,
  });
}

export function useWithdrawConfig() {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: queryKey(api.user.withdrawConfig),
    queryFn: () => request(api.user.withdrawConfig),
    enabled: isLogin,
  });
}

/**
 * `api.user.recharge`: the answer is the pending record, put at the top of the cached list. No money
 * moves until a review decides it (its `recharge` and `balance` pushes, app/push-bridge.ts).
 */
export function useRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof api.user.recharge>) => request(api.user.recharge, { body }),
    onSuccess: (record) => prependRecord(queryClient, queryKey(api.user.rechargeList), record),
  });
}

/**
 * `api.user.withdraw`: the answer is the pending record, put at the top of the cached list; the locked
 * funds come by the `balance` push. The day's count of withdrawals is the one thing neither tells.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof api.user.withdraw>) => request(api.user.withdraw, { body }),
    onSuccess: (record) => {
      prependRecord(queryClient, queryKey(api.user.withdrawList), record);
      void queryClient.invalidateQueries({ queryKey: queryKey(api.user.withdrawConfig) });
    },
  });
}

type ListCall = typeof api.user.rechargeList | typeof api.user.withdrawList;

/** A record list a page at a time, for infinite scroll. */
export function useRecordList<E extends ListCall>(call: E) {
  return usePagedQuery<E>(call);
}
