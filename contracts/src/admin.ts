import { z } from 'zod';
import { journalFrame, journalRequest, proxyReport } from './admin-journal.ts';
import { presetName, presetRequest, presetResult, refusalRule, refusalState } from './answer-control.ts';
import type { Method } from './endpoint.ts';

/**
 * The reference server's developer API, `/__admin/…` (not part of the upstream: the drift checker and
 * the OpenAPI document leave it out). Plain JSON, no envelope; refusals are HTTP 4xx with `{ error }`.
 * Every call needs the developer token in the `X-Admin-Token` header: the server's `ADMIN_TOKEN`, or under
 * `DEVTOOLS=local` the one it keeps beside its database (server/src/modules/devtools/admin-gate.ts).
 */
export const adminTokenHeader = 'x-admin-token';
export const adminPrefix = '/__admin/';

/** The states the app must handle, one switch each (their effects: server/src/modules/devtools/scenarios.ts). */
export const scenarioNames = [
  'recharge-closed',
  'withdraw-closed',
  'kyc-pending',
  'kyc-declined',
  'no-customer-service',
  'restricted-user',
  'session-expired',
  'slow-network',
  'flaky-network',
  'socket-drop',
  'maintenance',
] as const;
export const scenarioName = z.enum(scenarioNames);
export type ScenarioName = z.infer<typeof scenarioName>;
/** The request header that turns scenarios on for that request only: `X-Scenario: slow-network,kyc-pending`. */
export const scenarioHeader = 'x-scenario';

const ms = z.number().int().min(0).max(120_000);
/** How long to wait: fixed, uniform between two bounds, normal (clamped at 0) or log-normal. */
export const delayDistribution = z.discriminatedUnion('dist', [
  z.object({ dist: z.literal('fixed'), ms }),
  z.object({ dist: z.literal('uniform'), min: ms, max: ms }),
  z.object({ dist: z.literal('normal'), mean: ms, sd: ms }),
  z.object({ dist: z.literal('lognormal'), median: ms, sigma: z.number().min(0).max(3) }),
]);
export type DelayDistribution = z.infer<typeof delayDistribution>;

const rate = z.number().min(0).max(1);
/** What a failed request gets: HTTP 500 or 503, a reset connection, or no answer until the client gives up. */
export const httpFault = z.enum(['http500', 'http503', 'reset', 'timeout']);
export type HttpFault = z.infer<typeof httpFault>;

export const routeFault = z.object({
  /** `[METHOD ]glob` on the path, `*` within a segment and `**` across: `GET /api/v1/market/**`, `*`. */
  route: z.string().min(1).max(200),
  delay: delayDistribution.optional(),
  errorRate: rate.default(0),
  errors: z.array(httpFault).min(1).default(['http503']),
});
export type RouteFault = z.infer<typeof routeFault>;

export const socketFault = z.object({
  /** Each server frame waits this long (frames may then overtake each other). */
  delay: delayDistribution.optional(),
  duplicateRate: rate.default(0),
  /** A frame held back and sent after the next one. */
  reorderRate: rate.default(0),
  /** The server stops answering `heart` and stops its pings. */
  stallHeartbeat: z.boolean().default(false),
  /** The server closes the socket this often. */
  closeEverySeconds: z.number().int().min(1).max(3600).optional(),
});
export type SocketFault = z.infer<typeof socketFault>;

/** Faults set by hand (beside those of the active scenarios); `seed` makes every random choice repeatable. */
export const faultConfig = z.object({
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(1),
  routes: z.array(routeFault).max(50).default([]),
  socket: socketFault.optional(),
});
export type FaultConfig = z.infer<typeof faultConfig>;

const scenarioInfo = z.object({ name: scenarioName, summary: z.string(), area: z.string() });
export const adminState = z.object({
  scenarios: z.array(scenarioInfo),
  active: z.object({
    global: z.array(scenarioName),
    users: z.array(z.object({ username: z.string(), scenarios: z.array(scenarioName) })),
  }),
  faults: faultConfig,
});
export type AdminState = z.infer<typeof adminState>;

const snapshotName = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: 'letters, digits, - and _ only (at most 40)' });

/**
 * The administrator console's own commands (`pnpm admin config|user|notice|kyc|earn|recharge|withdraw …`).
 * Against a running server they run there, on its database (`adminApi.console`), never on a local file.
 */
export const consoleGroups = ['config', 'user', 'notice', 'kyc', 'earn', 'recharge', 'withdraw'] as const;
const consoleGroup = z.enum(consoleGroups);

export interface AdminCall {
  method: Method;
  /** Relative to `/__admin/`. */
  path: string;
  summary: string;
  body?: z.ZodObject;
  data: z.ZodType;
}
const call = <const T extends AdminCall>(c: T): T => c;

/** Every call of the developer API, used by the server, `pnpm admin` and the in-app developer panel. */
export const adminApi = {
  state: call({ method: 'GET', path: 'state', summary: 'Scenarios, what is on, faults', data: adminState }),
  scenario: call({
    method: 'POST',
    path: 'scenario',
    summary: 'Turn a scenario on or off, for everybody or for one user',
    body: z.object({ name: scenarioName, on: z.boolean(), user: z.string().min(1).max(64).optional() }),
    data: adminState,
  }),
  faults: call({
    method: 'PUT',
    path: 'faults',
    summary: 'Replace the hand-set faults (route latency and errors, websocket faults) and their seed',
    body: faultConfig,
    data: adminState,
  }),
  journal: call({
    method: 'GET',
    path: 'journal',
    summary: 'The last 100 API requests and the last 100 socket frames, each with its contract verdict',
    data: z.object({ requests: z.array(journalRequest), frames: z.array(journalFrame) }),
  }),
  reset: call({
    method: 'POST',
    path: 'reset',
    summary: 'Back to the seeded demo state (users, money, orders, settings, scenarios); prices stay',
    data: z.object({ ok: z.literal(true) }),
  }),
  snapshots: call({
    method: 'GET',
    path: 'snapshots',
    summary: 'Saved snapshots',
    data: z.object({ names: z.array(z.string()) }),
  }),
  snapshot: call({
    method: 'POST',
    path: 'snapshot',
    summary: 'Save the state under a name, or load a saved one',
    body: z.object({ action: z.enum(['save', 'load']), name: snapshotName }),
    data: z.object({ names: z.array(z.string()) }),
  }),
  proxy: call({
    method: 'GET',
    path: 'proxy',
    summary: "The checking proxy's findings so far: per call and socket message, its count and worst grade",
    data: proxyReport,
  }),
  console: call({
    method: 'POST',
    path: 'console',
    summary:
      'Run one administrator console command (config, user, notice, kyc, earn, recharge, withdraw) on this server',
    body: z.object({
      argv: z
        .array(z.string().max(20_000))
        .min(1)
        .max(64)
        .refine((argv) => consoleGroup.safeParse(argv[0]).success, {
          error: `the command is one of ${consoleGroups.join(', ')}`,
        }),
    }),
    data: z.object({ out: z.string() }),
  }),
  refusals: call({
    method: 'GET',
    path: 'refusals',
    summary: 'The forced refusals in force, and every call with the codes it can be forced to answer',
    data: refusalState,
  }),
  refusal: call({
    method: 'POST',
    path: 'refusal',
    summary:
      'Make a call answer one of its declared refusals, for everybody or for one user (on: false turns it off)',
    body: refusalRule.extend({ on: z.boolean() }),
    data: refusalState,
  }),
  presets: call({
    method: 'GET',
    path: 'presets',
    summary: 'The presets, each with what it makes',
    data: z.object({ presets: z.array(z.object({ name: presetName, summary: z.string() })) }),
  }),
  preset: call({
    method: 'POST',
    path: 'preset',
    summary: 'Make a preset account in one step (through the real services, so the books audit holds)',
    body: presetRequest,
    data: presetResult,
  }),
} as const;
