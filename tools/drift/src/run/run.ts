import { allEndpoints, type Endpoint, languages } from '@app/contracts';
import type { Options } from '../args.ts';
import { emptyObserved } from '../validator/index.ts';
import { type Baseline, readBaseline } from './baseline.ts';
import { type CallInput, transportOf, Unreachable } from './client.ts';
import { type CallSeen, coverageOf } from './coverage.ts';
import { type CallContext, exerciseCall } from './exercise.ts';
import { judge } from './judge.ts';
import { loadMsgLanguages } from './msg-language.ts';
import { type Plan, plans } from './plan.ts';
import { type CallReport, finish, httpChecks, type RunReport } from './report-types.ts';
import { sessionOf } from './session.ts';
import { openSocketCheck, type SocketRun } from './socket.ts';

export type { CallReport, ReportedFinding, RunReport } from './report-types.ts';

export class LoginRefused extends Error {}

/** What the command line may leave out when a run is started from code (tests, other tools). */
export type RunOptions = Omit<Options, 'failOn' | 'headers' | 'tls'> & Partial<Options>;

/**
 * Runs every check against the upstream and returns the report; throws Unreachable or LoginRefused.
 * `progress` hears each call's report as soon as it is complete.
 */
export async function runDrift(
  options: RunOptions,
  progress: (call: CallReport) => void = () => {},
): Promise<RunReport> {
  const opts: Options = { failOn: 'ERR', headers: {}, tls: {}, ...options };
  const started = new Date().toISOString();
  const baseline: Baseline | undefined = opts.baseline ? readBaseline(opts.baseline) : undefined;
  const endpoints = new Map(allEndpoints().map(({ name, endpoint }) => [name, endpoint]));
  const seen = new Map<string, CallSeen>(
    [...endpoints].map(([name, endpoint]) => [
      name,
      { name, endpoint, called: false, observed: emptyObserved(), codes: new Set() },
    ]),
  );
  const results = new Map<string, unknown>();
  const reports: CallReport[] = [];

  const transport = transportOf(opts.headers, opts.tls);
  const login = endpoints.get('user.login') as Endpoint;
  const session = sessionOf(opts, login, transport);
  let asked = 0;
  const ctx: CallContext = {
    opts,
    transport,
    seen,
    results,
    reports,
    ...session,
    nextLang: () => languages[asked++ % languages.length] ?? 'en-US',
    msgs: await loadMsgLanguages(),
  };
  const exercise = (name: string, endpoint: Endpoint, input: CallInput, kind: CallReport['kind']) =>
    exerciseCall(ctx, name, endpoint, input, kind);

  // The upstream must answer its config; if it cannot, nothing else can be checked (exit 2).
  const base = await exercise('common.base', endpoints.get('common.base') as Endpoint, {}, 'read');
  if (opts.username && opts.password) {
    const v = await exercise(
      'user.login',
      login,
      { body: { username: opts.username, password: opts.password } },
      'login',
    );
    const t = (v.data as { token?: unknown } | undefined)?.token;
    if (v.code !== 0 || typeof t !== 'string')
      throw new LoginRefused(`login refused (code ${v.code ?? 'none'})`);
    session.refreshed(t);
  }

  let socket: SocketRun | undefined;
  const openSocket = async () => {
    const wss = (base.data as { wss?: unknown } | undefined)?.wss;
    if (typeof wss !== 'string') return;
    const first = (results.get('market.list') as Array<{ symbol?: unknown }> | undefined)?.[0]?.symbol;
    const uid = (results.get('user.home') as { user?: { uid?: number } } | undefined)?.user?.uid ?? null;
    const token = session.token();
    socket = await openSocketCheck({
      base: opts.base,
      wss,
      uid,
      ...(token ? { token } : {}),
      ...(typeof first === 'string' ? { symbol: first } : {}),
      timeoutMs: opts.timeoutMs,
      headers: opts.headers,
      tls: opts.tls,
    });
  };
  let socketClosed = false;
  const closeSocket = async () => {
    if (!socket || socketClosed) return;
    socketClosed = true;
    for (const c of await socket.close()) {
      const report: CallReport = {
        name: c.name,
        method: 'WS',
        path: c.name.slice(3),
        kind: 'socket',
        outcome: 'checked',
        codes: [],
        checks: ['socket'],
        findings: c.findings.map((f) => finish(c.name, undefined, f, false)),
        ...(c.unobserved ? { reason: c.unobserved } : {}),
      };
      reports.push(report);
      progress(report);
    }
  };

  // Reads that had no input yet (no Earn order before the subscription) get a second chance after the
  // writes, before logout ends the session.
  const waiting: Array<{ name: string; plan: Plan; report: CallReport }> = [];
  const step = async (name: string, plan: Plan, retry = false) => {
    const endpoint = endpoints.get(name);
    const s = seen.get(name);
    if (!endpoint || !s) return;
    const input = plan.input?.(results) ?? {};
    const reason =
      plan.kind === 'skip'
        ? plan.reason
        : plan.kind === 'write' && !opts.allowWrites
          ? 'a write call: needs --allow-writes'
          : endpoint.auth && !session.token()
            ? 'needs --username and --password'
            : typeof input === 'string'
              ? input
              : undefined;
    if (reason !== undefined || typeof input === 'string') {
      if (retry) return;
      s.reason = reason;
      const report: CallReport = {
        name,
        method: endpoint.method,
        path: endpoint.path,
        kind: plan.kind,
        outcome: 'skipped',
        ...(reason ? { reason } : {}),
        codes: [],
        checks: httpChecks,
        findings: [],
      };
      reports.push(report);
      if (plan.kind === 'read' && typeof input === 'string') waiting.push({ name, plan, report });
      return;
    }
    try {
      await exercise(name, endpoint, input, plan.kind === 'write' ? 'write' : 'read');
      s.reason = undefined;
    } catch (err) {
      if (!(err instanceof Unreachable)) throw err;
      const failed = {
        grade: 'ERR',
        check: 'transport',
        kind: 'call-failed',
        path: '',
        message: err.message,
      } as const;
      reports.at(-1)?.findings.push(finish(name, endpoint, failed, false));
    }
  };
  const retryWaiting = async () => {
    for (const w of waiting.splice(0)) {
      const before = reports.length;
      await step(w.name, w.plan, true);
      if (reports.length > before) {
        reports.splice(reports.indexOf(w.report), 1);
        for (const r of reports.slice(before - 1)) progress(r);
      }
    }
  };

  for (const r of reports) progress(r);
  for (const [name, plan] of plans) {
    if (name === 'common.base' || name === 'user.login') continue;
    if (plan.kind === 'write' && !socket) await openSocket();
    if (name === 'user.logout') {
      await retryWaiting();
      await closeSocket();
    }
    const before = reports.length;
    await step(name, plan);
    for (const r of reports.slice(before)) progress(r);
  }
  await retryWaiting();
  if (!socket) await openSocket();
  await closeSocket();
  for (const name of endpoints.keys()) {
    if (!plans.some(([n]) => n === name))
      (seen.get(name) as CallSeen).reason = 'the drift checker has no plan for it';
  }

  const judged = judge(opts, reports, [...seen.values()], baseline);
  return {
    base: opts.base,
    started,
    finished: new Date().toISOString(),
    allowWrites: opts.allowWrites,
    ...(baseline && opts.baseline ? { baseline: { file: opts.baseline, written: baseline.written } } : {}),
    failOn: opts.failOn,
    calls: reports,
    coverage: coverageOf([...seen.values()], socket),
    ...judged,
  };
}
