import { api } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCall, useCallMutation } from '../../lib/call-hooks.ts';
import { prependRecord } from '../../lib/paged-cache.ts';
import { usePagedQuery } from '../../lib/paged-query.ts';
import { queryKey } from '../../lib/query-keys.ts';

/** `api.user.cashInfo`: the bound card (masked), or null. */
export function useCashInfo() {
  return useCall(api.user.cashInfo);
}

export function useCashBind() {
  const queryClient = useQueryClient();
  return useCallMutation(api.user.cashBind, {
    onSuccess: (info) => {
      queryClient.setQueryData(queryKey(api.user.cashInfo), info);
      void queryClient.invalidateQueries({ queryKey: queryKey(api.user.withdrawConfig) });
    },
  });
}

/** `api.user.isUsedMpwd`, the same cache entry the settings screens read. */
export function useFundPasswordSet() {
  return useCall(api.user.isUsedMpwd);
}

export function useRechargeConfig() {
  return useCall(api.user.rechargeConfig);
}

export function useWithdrawConfig() {
  return useCall(api.user.withdrawConfig);
}

/**
 * `api.user.recharge`: the answer is the pending record, put at the top of the cached list. No money
 * moves until a review decides it (its `recharge` and `balance` pushes, app/push-bridge.ts).
 */
export function useRecharge() {
  const queryClient = useQueryClient();
  return useCallMutation(api.user.recharge, {
    onSuccess: (record) => prependRecord(queryClient, queryKey(api.user.rechargeList), record),
  });
}

/**
 * `api.user.withdraw`: the answer is the pending record, put at the top of the cached list; the locked
 * funds come by the `balance` push. The day's count of withdrawals is the one thing neither tells.
 */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useCallMutation(api.user.withdraw, {
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
