import { api, type Body, channels, type RechargeRecord, type WithdrawRecord } from '@app/contracts';
import {
  type InfiniteData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { request } from '../../lib/api.ts';
import { useBalancePush } from '../../lib/balance-push.ts';
import { usePagedQuery } from '../../lib/paged-query.ts';
import { queryKey } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';
import { socket } from '../../lib/socket/index.ts';

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

/** Money moved (or is about to): balances and the record lists are read again. */
function afterMoneyMoved(queryClient: QueryClient) {
  for (const call of [
    api.user.balance,
    api.user.home,
    api.user.rechargeList,
    api.user.withdrawList,
    api.user.withdrawConfig,
  ]) {
    void queryClient.invalidateQueries({ queryKey: queryKey(call) });
  }
}

export function useRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof api.user.recharge>) => request(api.user.recharge, { body }),
    onSuccess: () => afterMoneyMoved(queryClient),
  });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body<typeof api.user.withdraw>) => request(api.user.withdraw, { body }),
    onSuccess: () => afterMoneyMoved(queryClient),
  });
}

type ListCall = typeof api.user.rechargeList | typeof api.user.withdrawList;

/** A record list a page at a time, for infinite scroll. */
export function useRecordList<E extends ListCall>(call: E) {
  return usePagedQuery<E>(call);
}

type Pages<R> = InfiniteData<{ list: R[]; page: number; limit: number; total: number }>;

/** A decided record replaces its pending self in the cached list (no refetch). */
export function writeRecord<R extends { id: number }>(queryClient: QueryClient, call: ListCall, record: R) {
  queryClient.setQueryData<Pages<R>>(
    queryKey(call),
    (old) =>
      old && {
        ...old,
        pages: old.pages.map((p) => ({ ...p, list: p.list.map((r) => (r.id === record.id ? record : r)) })),
      },
  );
}

/**
 * While a money screen is open: review decisions (`reviews`) and balances (`balance`) pushed over the
 * socket go straight into the cache. Returns the last decided record, for a toast.
 */
export function useReviewSync(): RechargeRecord | WithdrawRecord | undefined {
  const queryClient = useQueryClient();
  const { isLogin } = useSession();
  const [last, setLast] = useState<RechargeRecord | WithdrawRecord>();
  useEffect(() => {
    if (!isLogin) return;
    socket.start();
    const offReviews = socket.subscribe(channels.reviews, (m) => {
      if (m.ch === 'recharge') writeRecord(queryClient, api.user.rechargeList, m.data);
      if (m.ch === 'withdraw') writeRecord(queryClient, api.user.withdrawList, m.data);
      if (m.ch === 'recharge' || m.ch === 'withdraw') setLast(m.data);
    });
    return offReviews;
  }, [isLogin, queryClient]);
  useBalancePush();
  return last;
}
