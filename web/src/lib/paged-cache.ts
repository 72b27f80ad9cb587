import type { InfiniteData, QueryClient } from '@tanstack/react-query';

interface Page<R> {
  list: R[];
  page: number;
  limit: number;
  total: number;
}

/**
 * A record just created (a mutation's answer) at the top of a cached list read by `usePagedQuery`
 * (lib/paged-query.ts), newest first as the server lists it. Only the first page stays, cut to its limit,
 * so the next page read after it starts at the right row; nothing is cached, nothing is written.
 */
export function prependRecord<R extends { id: number }>(
  queryClient: QueryClient,
  key: readonly unknown[],
  record: R,
): void {
  queryClient.setQueryData<InfiniteData<Page<R>>>(key, (old) => {
    const first = old?.pages[0];
    if (!old || !first) return old;
    const known = old.pages.some((p) => p.list.some((r) => r.id === record.id));
    const list = [record, ...first.list.filter((r) => r.id !== record.id)].slice(0, first.limit);
    return {
      pages: [{ ...first, list, total: first.total + (known ? 0 : 1) }],
      pageParams: old.pageParams.slice(0, 1),
    };
  });
}
