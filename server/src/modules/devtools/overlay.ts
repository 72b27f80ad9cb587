import { AsyncLocalStorage } from 'node:async_hooks';
import type { ScenarioName } from '@app/contracts';
import type { AdminConfig } from '../settings/admin-config.ts';
import { scenarios } from './scenarios.ts';

/** The scenarios in force for the request being handled (set by the devtools hook around the handler). */
const inForce = new AsyncLocalStorage<ReadonlySet<ScenarioName>>();

export const runWithScenarios = (active: ReadonlySet<ScenarioName>, fn: () => void): void =>
  inForce.run(active, fn);

export const activeScenarios = (): ReadonlySet<ScenarioName> | undefined => inForce.getStore();

/** The administrator configuration as the current request sees it (scenarios' setting patches applied). */
export function overlaySettings(config: AdminConfig): AdminConfig {
  const active = inForce.getStore();
  if (!active || active.size === 0) return config;
  let next = config;
  for (const name of active) {
    const patch = scenarios[name].settings;
    if (patch) next = { ...next, ...patch(next) };
  }
  return next;
}

/**
 * State overlays for features that keep per-user state rather than settings: real-name verification reads
 * `scenarioOverlay().kycStatus ?? stored` (1 under review, 3 declined).
 */
export function scenarioOverlay(): { kycStatus?: 1 | 3; restricted?: true } {
  const active = inForce.getStore();
  const out: { kycStatus?: 1 | 3; restricted?: true } = {};
  if (!active) return out;
  for (const name of active) {
    const s = scenarios[name];
    if (s.kycStatus) out.kycStatus = s.kycStatus;
    if (s.restricted) out.restricted = true;
  }
  return out;
}
