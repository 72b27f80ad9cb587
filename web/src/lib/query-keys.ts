import type { Endpoint, Query } from '@app/contracts';

/**
 * The one source of TanStack Query keys: the call's path, under `user` when it needs a session (so logging
 * in or out drops every private answer with `['user']`), then its query when it has one. A key is never
 * written by hand, so two features reading one call share one cache entry.
 */
export function queryKey<E extends Pick<Endpoint, 'path' | 'auth'> & Partial<Endpoint>>(
  endpoint: E,
  query?: E extends Endpoint ? Partial<NonNullable<Query<E>>> : Record<string, unknown>,
): readonly unknown[] {
  const base = endpoint.auth ? ['user', endpoint.path] : [endpoint.path];
  return query === undefined ? base : [...base, query];
}
