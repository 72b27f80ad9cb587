import type { api } from '@app/contracts';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { queryKey } from '../../lib/query-keys.ts';

type ListCall = typeof api.user.rechargeList | typeof api.user.withdrawList;

type Pages<R> = InfiniteData<{ list: R[]; page: number; limit: number; total: number }>;

/**
 * A decided record (a `recharge` or `withdraw` push) replaces its pending self in the cached list (no
 * refetch). Kept apart from the hooks, so the push bridge (app/push-routes.ts) brings no list machinery
 * to the first screen.
 */
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
