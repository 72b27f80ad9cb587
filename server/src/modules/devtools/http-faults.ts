import {
  ErrorCode,
  type HttpFault,
  type RouteFault,
  type ScenarioName,
  scenarioHeader,
  scenarioNames,
} from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, fail } from '../../lib/errors.ts';
import { apiPrefix } from '../../lib/route.ts';
import type { AdminGate } from './admin-gate.ts';
import type { Devtools } from './devtools.ts';
import { runWithScenarios } from './overlay.ts';
import { routeMatcher, sampleDelay } from './random.ts';
import { scenarios } from './scenarios.ts';

const known: ReadonlySet<string> = new Set(scenarioNames);

/** `X-Scenario: a,b`: the known names (unknown ones are ignored; the answer lists what applied). */
export function headerScenarios(value: string | string[] | undefined): ScenarioName[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value.join(',') : value)
    .split(',')
    .map((s) => s.trim())
    .filter((s): s is ScenarioName => known.has(s));
}

export interface FaultPlan {
  delayMs: number;
  fault: HttpFault | null;
  /** The rule that drew the fault, for the journal. */
  rule: string | null;
}

/**
 * Draws a request's latency and fault from the rules that match it. Each rule has its own seeded stream
 * and always draws in the same order (delay, then the error roll, then the kind on a hit), so the n-th
 * request matching a rule gets the same outcome for the same seed.
 */
export function planFaults(
  rules: ReadonlyArray<{ key: string; rule: RouteFault }>,
  stream: (key: string) => () => number,
  method: string,
  path: string,
): FaultPlan {
  const plan: FaultPlan = { delayMs: 0, fault: null, rule: null };
  for (const { key, rule } of rules) {
    if (!routeMatcher(rule.route)(method, path)) continue;
    const next = stream(key);
    if (rule.delay) plan.delayMs = Math.max(plan.delayMs, sampleDelay(rule.delay, next));
    if (rule.errorRate > 0 && next() < rule.errorRate) {
      const kind = rule.errors[Math.floor(next() * rule.errors.length)] ?? 'http503';
      if (!plan.fault) {
        plan.fault = kind;
        plan.rule = key;
      }
    }
  }
  return plan;
}

/** How long a "timeout" fault keeps the connection open before dropping it (clients give up sooner). */
const holdMs = 60_000;

/**
 * Scenarios and faults on `/api/v1` calls: a preHandler (after auth, so per-user scope is known). An
 * `X-Scenario` header counts only with the developer token (`gate`): otherwise any client could fault its
 * own requests, down to connections held open for a minute.
 */
export function registerHttpFaults(
  app: FastifyInstance,
  dev: Devtools,
  gate: AdminGate,
  proxied = false,
): void {
  const held = new Set<import('node:net').Socket>();
  const marks = new WeakMap<FastifyRequest, { scenarios: ScenarioName[]; fault: string | null }>();

  app.addHook('preHandler', (req, reply, done) => {
    if (!req.url.startsWith(apiPrefix)) return done();
    const asked = req.headers[scenarioHeader];
    const fromHeader = asked !== undefined && !gate(req) ? headerScenarios(asked) : [];
    if (fromHeader.length === 0 && dev.store.idle()) return done();
    const user = req.user;
    const fromAdmin = [...dev.store.global(), ...(user ? dev.store.forUser(user.id) : [])];
    const active = new Set<ScenarioName>([...fromAdmin, ...fromHeader]);
    const mark = { scenarios: [...active], fault: null as string | null };
    marks.set(req, mark);
    if (active.size) reply.header('x-scenario-applied', [...active].join(','));

    if (active.has('maintenance')) return done(new AppError(ErrorCode.serverError, 'maintenance', {}, 503));
    // Behind the checking proxy sessions are the upstream's: a bearer token is a signed-in call.
    const signedIn = user !== null || (proxied && /^Bearer \S/.test(req.headers.authorization ?? ''));
    for (const name of active) {
      if (!scenarios[name].expireSession || !signedIn) continue;
      // Switched on by admin it is a one-shot: this call answers 401, the next ones work again.
      if (!fromHeader.includes(name))
        dev.store.set(name, false, dev.store.global().includes(name) || !user ? undefined : user);
      return done(fail.unauthorized());
    }
    if (user && [...active].some((n) => scenarios[n].restricted)) req.user = { ...user, status: 0 };

    const path = req.url.split('?', 1)[0] ?? req.url;
    const plan = planFaults(dev.rulesFor(active), dev.stream, req.method, path);
    mark.fault = plan.fault;
    const go = () => (plan.fault ? inject(req, reply, plan.fault, done) : runWithScenarios(active, done));
    if (plan.delayMs > 0) setTimeout(go, plan.delayMs);
    else go();
  });

  function inject(req: FastifyRequest, reply: FastifyReply, fault: HttpFault, done: (err?: Error) => void) {
    if (fault === 'http500') return done(new AppError(ErrorCode.serverError, 'server_error', {}, 500));
    if (fault === 'http503') return done(new AppError(ErrorCode.serverError, 'service_unavailable', {}, 503));
    dev.journal.request({
      method: req.method,
      url: req.url,
      route: req.routeOptions.url,
      status: 0,
      ms: reply.elapsedTime,
      scenarios: marks.get(req)?.scenarios ?? [],
      fault,
      body: '',
      contentType: '',
    });
    reply.hijack();
    const socket = req.raw.socket;
    if (fault === 'reset' || !socket) return socket?.destroy();
    held.add(socket);
    socket.once('close', () => held.delete(socket));
    setTimeout(() => socket.destroy(), holdMs).unref();
  }

  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith(apiPrefix)) {
      const mark = marks.get(req);
      dev.journal.request({
        method: req.method,
        url: req.url,
        route: req.routeOptions.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        scenarios: mark?.scenarios ?? [],
        fault: mark?.fault ?? null,
        body: typeof payload === 'string' ? payload : '',
        contentType: String(reply.getHeader('content-type') ?? ''),
      });
    }
    done(null, payload);
  });
  app.addHook('onClose', (_app, done) => {
    for (const s of held) s.destroy();
    done();
  });
}
