import type { ServerConfig } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_TTL_MS, cachedConfig, loadServerConfig } from './server-config.ts';

const config = { version: 'v1', default_language: 'de', wss: 'ws://x/ws' } as unknown as ServerConfig;

describe('server config cache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('stores the config with a time stamp and reuses it for 60 s', async () => {
    const fetchConfig = vi.fn(async () => config);
    let now = 1_000_000;
    await loadServerConfig(fetchConfig, () => now);
    expect(cachedConfig()).toEqual({ at: 1_000_000, config });
    now += CONFIG_TTL_MS - 1;
    await loadServerConfig(fetchConfig, () => now);
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    now += 1;
    await loadServerConfig(fetchConfig, () => now);
    expect(fetchConfig).toHaveBeenCalledTimes(2);
  });

  it('only logs a failure and falls back to the stale copy', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadServerConfig(
      async () => config,
      () => 0,
    );
    const result = await loadServerConfig(
      () => Promise.reject(new Error('down')),
      () => CONFIG_TTL_MS * 2,
    );
    expect(result).toEqual(config);
    expect(warn).toHaveBeenCalled();
  });
});
