import { api } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import { queryKey } from '../../lib/query-keys.ts';
import { CONFIG_TTL_MS, cachedConfig, loadServerConfig } from '../../lib/server-config.ts';

/** `api.common.base`: the server config, shared and re-fetched when older than 60 s. */
export function useBase() {
  return useQuery({
    queryKey: queryKey(api.common.base),
    queryFn: async () => (await loadServerConfig(() => request(api.common.base))) ?? null,
    staleTime: CONFIG_TTL_MS,
    initialData: () => cachedConfig()?.config,
    initialDataUpdatedAt: () => cachedConfig()?.at,
  });
}
