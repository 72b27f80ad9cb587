import type { RouteFault, ScenarioName, SocketFault } from '@app/contracts';
import type { AdminConfig } from '../settings/admin-config.ts';

/**
 * What a scenario changes, and only that. Each effect works through the state the feature already reads,
 * overlaid for the requests in scope (nothing is written, so turning it off restores everything):
 * - `settings`: a patch over the administrator configuration (`settings.get()` returns it patched);
 * - `kycStatus`: what real-name verification reports (read with `scenarioOverlay()`, see overlay.ts);
 * - `restricted`: the request's user counts as status 0 (money-moving calls refuse, user/info says 0);
 * - `expireSession`: the next authenticated call answers 401 (a one-shot when switched on by admin);
 * - `maintenance`: every API call answers HTTP 503;
 * - `routes` / `socket`: latency and faults, drawn from the seeded generator.
 * No scenario can touch trade settlement: prices and outcomes are not in this table's vocabulary.
 */
export interface ScenarioEffect {
  summary: string;
  /** Which feature reads the effect (for the developer panel and for wiring at merge). */
  area: 'wallet' | 'kyc' | 'support' | 'account' | 'network' | 'socket' | 'server';
  settings?: (config: AdminConfig) => Partial<AdminConfig>;
  /** realnameStatus: 1 under review, 3 declined. */
  kycStatus?: 1 | 3;
  restricted?: true;
  expireSession?: true;
  maintenance?: true;
  routes?: RouteFault[];
  socket?: SocketFault;
}

export const scenarios: Record<ScenarioName, ScenarioEffect> = {
  'recharge-closed': {
    summary: 'Recharge is switched off (recharge_open false)',
    area: 'wallet',
    settings: () => ({ recharge_open: false }),
  },
  'withdraw-closed': {
    summary: 'Withdrawal is switched off (withdraw_open false)',
    area: 'wallet',
    settings: () => ({ withdraw_open: false }),
  },
  'kyc-pending': { summary: 'Real-name verification is under review', area: 'kyc', kycStatus: 1 },
  'kyc-declined': { summary: 'Real-name verification was declined', area: 'kyc', kycStatus: 3 },
  'no-customer-service': {
    summary: 'No customer-service channel and no QR code configured',
    area: 'support',
    settings: () => ({ customer_service: { channels: [], qrcode: null } }),
  },
  'restricted-user': {
    summary: 'The user is restricted (status 0): money-moving calls are refused',
    area: 'account',
    restricted: true,
  },
  'session-expired': {
    summary: 'The next authenticated call answers 401',
    area: 'account',
    expireSession: true,
  },
  'slow-network': {
    summary: 'Every API call waits ~1.2 s with jitter (log-normal); socket frames lag 0.2–1.5 s',
    area: 'network',
    routes: [
      {
        route: '*',
        delay: { dist: 'lognormal', median: 1200, sigma: 0.5 },
        errorRate: 0,
        errors: ['http503'],
      },
    ],
    socket: {
      delay: { dist: 'uniform', min: 200, max: 1500 },
      duplicateRate: 0,
      reorderRate: 0,
      stallHeartbeat: false,
    },
  },
  'flaky-network': {
    summary: '20% of API calls fail: HTTP 503, a reset connection or no answer',
    area: 'network',
    routes: [{ route: '*', errorRate: 0.2, errors: ['http503', 'reset', 'timeout'] }],
  },
  'socket-drop': {
    summary: 'The server closes the websocket every 10 s',
    area: 'socket',
    socket: { closeEverySeconds: 10, duplicateRate: 0, reorderRate: 0, stallHeartbeat: false },
  },
  maintenance: {
    summary: 'Every API call answers HTTP 503 (maintenance)',
    area: 'server',
    maintenance: true,
  },
};

export const scenarioList = () =>
  (Object.keys(scenarios) as ScenarioName[]).map((name) => ({
    name,
    summary: scenarios[name].summary,
    area: scenarios[name].area,
  }));
