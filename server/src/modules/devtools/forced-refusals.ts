import {
  allEndpoints,
  type Endpoint,
  ErrorCode,
  forcedRefusalHeader,
  forceRefusalHeader,
  forcibleCodes,
  meaningOf,
  parseRefusalCode,
  type RefusalRule,
  type RefusalState,
  refusalMessage,
  refusalStatus,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { apiPrefix } from '../../lib/route.ts';
import type { AdminGate } from './admin-gate.ts';

interface Call {
  name: string;
  endpoint: Endpoint;
  codes: number[];
}
const calls: Call[] = allEndpoints().map((c) => ({ ...c, codes: forcibleCodes(c.endpoint) }));
const meanings = Object.fromEntries(
  [...new Set(calls.flatMap((c) => c.codes))].map((code) => [String(code), meaningOf(code)]),
);
const byName = new Map(calls.map((c) => [c.name, c]));
const byRoute = new Map(calls.map((c) => [`${c.endpoint.method} ${apiPrefix}${c.endpoint.path}`, c]));

/** Why `code` cannot be forced on `call` (null: it can), in words for the developer API and the CLI. */
export function refusalProblem(call: string, code: number): string | null {
  const found = byName.get(call);
  if (!found) return `no call ${call} (calls are named as in contracts, e.g. user.buy)`;
  if (found.codes.includes(code)) return null;
  return `${call} cannot be made to answer ${code}; its contract declares ${found.codes.join(', ') || 'no refusal'}`;
}

/**
 * The standing forced refusals of one world (one app instance, so one sandbox): for everybody or for one
 * user. Kept in memory: they last until turned off, a reset, or a restart.
 */
export function refusalStore() {
  let rules: RefusalRule[] = [];
  const same = (a: RefusalRule, b: RefusalRule) => a.call === b.call && a.user === b.user;
  return {
    /** Adds (replacing the rule of the same call and user) or removes a rule; the caller checked it. */
    set(rule: RefusalRule, on: boolean): void {
      rules = rules.filter((r) => !same(r, rule));
      if (on) rules.push(rule);
    },
    clear(): void {
      rules = [];
    },
    idle: (): boolean => rules.length === 0,
    /** A user's own rule wins over the world's. */
    codeFor(call: string, username: string | null): number | undefined {
      const matching = rules.filter((r) => r.call === call && (r.user === undefined || r.user === username));
      return (matching.find((r) => r.user !== undefined) ?? matching[0])?.code;
    },
    state(): RefusalState {
      return {
        rules: [...rules],
        calls: calls.map((c) => ({
          call: c.name,
          method: c.endpoint.method,
          path: c.endpoint.path,
          codes: c.codes,
        })),
        meanings,
      };
    },
  };
}
export type RefusalStore = ReturnType<typeof refusalStore>;

const refusal = (code: number) =>
  new AppError(
    code as (typeof ErrorCode)[keyof typeof ErrorCode],
    refusalMessage.get(code) ?? 'unexpected_error',
    {},
    refusalStatus(code),
  );

/**
 * A preHandler on `/api/v1` calls (after auth, so the user is known): answers the forced refusal before
 * the handler runs, so a forced refusal changes nothing. The header counts only with the developer token;
 * a header naming a code the call does not declare is refused (HTTP 400), never ignored.
 */
export function registerForcedRefusals(app: FastifyInstance, store: RefusalStore, gate: AdminGate): void {
  app.addHook('preHandler', (req, reply, done) => {
    const asked = req.headers[forceRefusalHeader];
    if ((asked === undefined && store.idle()) || !req.url.startsWith(apiPrefix)) return done();
    const fromHeader = typeof asked === 'string' && !gate(req) ? asked : undefined;
    // By the path asked, so a call the checking proxy forwards (one catch-all route) is found too.
    const call = byRoute.get(`${req.method} ${req.url.split('?')[0]}`);
    if (!call) return done();
    let code = store.codeFor(call.name, req.user?.username ?? null);
    if (fromHeader !== undefined) {
      code = parseRefusalCode(fromHeader);
      if (!call.codes.includes(code)) {
        const params = { code: fromHeader.slice(0, 40), codes: call.codes.join(', ') || '-' };
        return done(new AppError(ErrorCode.invalidInput, 'refusal_not_declared', params, 400));
      }
    }
    if (code === undefined) return done();
    reply.header(forcedRefusalHeader, String(code));
    done(refusal(code));
  });
}
