import type { Body, Data, Endpoint, Query } from '@app/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from './api.ts';
import { queryKey } from './query-keys.ts';
import { useSession } from './session.ts';

/** Rows per page of every list the app scrolls. */
export const PAGE_SIZE = 20;

interface Page {
  page: number;
  limit: number;
  total: number;
}

/** The next page number, or none once `total` rows have been given. */
export const nextPage = (last: Page): number | undefined =>
  last.page * last.limit < last.total ? last.page + 1 : undefined;

/** What a list call takes besides `page` and `limit`: its query, or its body for one sent as a POST. */
export type PageFilter<E extends Endpoint> = Omit<
  NonNullable<E['method'] extends 'POST' ? Body<E> : Query<E>>,
  'page' | 'limit'
>;

/**
 * A paginated call of the contract a page at a time, for infinite scroll, keyed by the call and its
 * filter (one query-key factory; no filter, no filter in the key). Page and limit go where the call takes
 * its input.
 */
export function usePagedQuery<E extends Endpoint & { data: { _zod: { output: Page } } }>(
  call: E,
  filter: PageFilter<E> = {} as PageFilter<E>,
) {
  const { isLogin } = useSession();
  const send = request as (e: Endpoint, input: object) => Promise<unknown>;
  return useInfiniteQuery({
    queryKey: Object.keys(filter).length > 0 ? queryKey(call, filter as never) : queryKey(call),
    queryFn: ({ pageParam }) => {
      const input = { ...filter, page: pageParam, limit: PAGE_SIZE };
      return send(call, call.method === 'POST' ? { body: input } : { query: input }) as Promise<Data<E>>;
    },
    initialPageParam: 1,
    getNextPageParam: (last: Data<E>) => nextPage(last as Page),
    enabled: isLogin,
  });
}
