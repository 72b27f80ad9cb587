import type { Body, Data, Endpoint, Query } from '@app/contracts';
import { type UseMutationOptions, type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { request } from './api.ts';
import { queryKey } from './query-keys.ts';
import type { CallError, RequestOptions } from './request.ts';
import { useSession } from './session.ts';

/** `request` as the hooks call it: their input is checked by their own signatures below. */
const send = request as <E extends Endpoint>(endpoint: E, opts?: RequestOptions<E>) => Promise<Data<E>>;

type ReadOptions<E extends Endpoint> = Omit<
  UseQueryOptions<Data<E>, CallError<E>>,
  'queryKey' | 'queryFn' | 'enabled'
> & { enabled?: boolean };

/**
 * The query of a call, derived from its contract as oRPC and ts-rest do: the key (`queryKey`: under `user`
 * when the call needs a session), the fetcher, the data and error types, and `enabled` only while logged in
 * for a call that needs a session. Hand-written hooks remain only where they add behaviour.
 */
export function useCall<E extends Endpoint>(
  endpoint: E,
  ...[query, options = {}]: undefined extends Query<E>
    ? [query?: Query<E>, options?: ReadOptions<E>]
    : [query: Query<E>, options?: ReadOptions<E>]
) {
  const { isLogin } = useSession();
  return useQuery<Data<E>, CallError<E>>({
    queryKey: queryKey(endpoint, query as never),
    queryFn: () => send(endpoint, (query === undefined ? {} : { query }) as RequestOptions<E>),
    ...options,
    enabled: (options.enabled ?? true) && (!endpoint.auth || isLogin),
  });
}

/**
 * The mutation of a call with a body (or none), derived from its contract; `onSuccess` and the rest
 * optional. A money call made once by its idempotency key passes `dedupe: false`, so two presses are two
 * requests and the key, not the request layer, decides.
 */
export function useCallMutation<E extends Endpoint>(
  endpoint: E,
  {
    dedupe,
    ...options
  }: Omit<UseMutationOptions<Data<E>, CallError<E>, Body<E>>, 'mutationFn'> & { dedupe?: false } = {},
) {
  return useMutation<Data<E>, CallError<E>, Body<E>>({
    mutationFn: (body) =>
      send(endpoint, { ...(body === undefined ? {} : { body }), dedupe } as RequestOptions<E>),
    ...options,
  });
}
