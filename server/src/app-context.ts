import type { Deps } from './deps.ts';
import type { JobRunner } from './lib/jobs.ts';
import type { LiveHub } from './live/hub.ts';
import type { SecretGuard } from './modules/account/secret-guard.ts';
import type { MarketEngine } from './modules/market/engine.ts';
import type { UpstreamChecks } from './modules/proxy/checks.ts';
import type { Recorder } from './modules/proxy/recording.ts';
import type { SettingsService } from './modules/settings/settings.service.ts';

/** What route modules are built from: the injected deps plus the app's shared services. */
export interface AppContext extends Deps {
  settings: SettingsService;
  /** The price engine: recorded ticks, candles, tickers. */
  market: MarketEngine;
  /** The websocket hub: `live.publishToUser(uid, { ch: 'order' | 'balance', data })` pushes to an owner. */
  live: LiveHub;
  /** The one guard every check of a secret goes through (modules/account/secret-guard.ts). */
  secrets: SecretGuard;
  /** The server's loops, started by server.ts and stopped when the app closes (lib/jobs.ts). */
  jobs: JobRunner;
  /** Set in proxy mode (`UPSTREAM_URL`, modules/proxy): the contract checks and the recording. */
  upstream?: { checks: UpstreamChecks; recorder: Recorder | null };
}
