import type { ServerConfig } from '@app/contracts';
import { getItem, setItem, storageKeys } from './storage.ts';

/** Spec section 4: the server config is cached with a time stamp and re-fetched when older than 60 s. */
export const CONFIG_TTL_MS = 60_000;

interface Cached {
  at: number;
  config: ServerConfig;
}

export const cachedConfig = (): Cached | undefined => getItem<Cached>(storageKeys.config);

/** A fresh cached config, or a fetch; a failed fetch is only logged and the stale copy (if any) is used. */
export async function loadServerConfig(
  fetchConfig: () => Promise<ServerConfig>,
  now: () => number = Date.now,
): Promise<ServerConfig | undefined> {
  const cached = cachedConfig();
  if (cached && now() - cached.at < CONFIG_TTL_MS) return cached.config;
  try {
    const config = await fetchConfig();
    setItem(storageKeys.config, { at: now(), config } satisfies Cached);
    if (config.wss) setItem(storageKeys.wss, config.wss);
    return config;
  } catch (error) {
    console.warn('[config] common/base failed:', error instanceof Error ? error.message : error);
    return cached?.config;
  }
}
