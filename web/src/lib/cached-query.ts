import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * A query read straight from the TanStack cache (fetchQuery + a cache subscription), without useQuery's
 * observer machinery: the home route uses it to stay under its 150 KB gzip budget. The data is shared
 * with any `useQuery` of the same key.
 */
export function useCachedQuery<T>(key: readonly unknown[], fetcher: () => Promise<T>, staleTime = 60_000) {
  const client = useQueryClient();
  const hash = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is compared by its hash
  const fetch = useCallback(
    (stale = staleTime) => client.fetchQuery({ queryKey: key, queryFn: fetcher, staleTime: stale }),
    [client, hash, staleTime],
  );
  const subscribe = useCallback((l: () => void) => client.getQueryCache().subscribe(l), [client]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is compared by its hash
  const read = useCallback(() => client.getQueryState<T>(key), [client, hash]);
  const state = useSyncExternalStore(subscribe, read);
  useEffect(() => {
    fetch().catch(() => undefined);
  }, [fetch]);
  return {
    data: state?.data,
    isError: state?.status === 'error',
    error: state?.error ?? null,
    refetch: () => fetch(0).catch(() => undefined),
  };
}
