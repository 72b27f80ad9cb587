import { allEndpoints, type Endpoint } from '@app/contracts';
import type { Options } from '../args.ts';
import { type Proposal, propose } from '../contract/proposals.ts';
import {
  type Check,
  checkHttpAnswer,
  emptyObserved,
  type Finding,
  plainFinding,
} from '../validator/index.ts';
import { type Baseline, findingKey, readBaseline, scaleDrift, writeBaseline } from './baseline.ts';
import { type CallInput, callUpstream, Unreachable } from './client.ts';
import { type CallSeen, type Coverage, coverageOf } from './coverage.ts';
import { plans } from './plan.ts';
import { invalidInput, notFoundInput } from './probe.ts';
import { openSocketCheck, type SocketRun } from './socket.ts';

export interface ReportedFinding extends Omit<Finding, 'site'> {
  call: string;
  key: string;
  /** The date the baseline accepted it; accepted drift does not fail the run. */
  accepted?: string;
  /** Found by a deliberately invalid request (error-code probe). */
  probe?: boolean;
  proposal?: Proposal;
}

export interface CallReport {
  name: string;
  method: string;
  path: string;
  kind: 'read' | 'write' | 'login' | 'socket' | 'skip';
  outcome: 'checked' | 'skipped';
  reason?: string;
  ms?: number;
  codes: number[];
  checks: Check[];
  findings: ReportedFinding[];
}

export interface RunReport {
  base: string;
  started: string;
  finished: string;
  allowWrites: boolean;
  baseline?: { file: string; written: string };
  calls: CallReport[];
  coverage: Coverage;
  totals: { err: number; warn: number; info: number; newErr: number; newWarn: number; accepted: number };
  exitCode: 0 | 1;
}

export class LoginRefused extends Error {}

const httpChecks: Check[] = ['transport', 'content-type', 'envelope', 'data', 'code'];

/** Runs every check against the upstream and returns the report; throws Unreachable or LoginRefused. */
export async function runDrift(opts: Options): Promise<RunReport> {
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
  let token: string | undefined;

  const exercise = async (name: string, endpoint: Endpoint, input: CallInput, kind: CallReport['kind']) => {
    const s = seen.get(name) as CallSeen;
    const report: CallReport = {
      name,
      method: endpoint.method,
      path: endpoint.path,
      kind,
      outcome: 'checked',
      codes: [],
      checks: httpChecks,
      findings: [],
    };
    reports.push(report);
    s.called = true;
    const one = async (i: CallInput, probe: boolean, anonymous = false) => {
      const answer = await callUpstream(
        opts.base,
        endpoint,
        i,
        anonymous ? undefined : token,
        opts.timeoutMs,
      );
      report.ms ??= answer.ms;
      const verdict = checkHttpAnswer(endpoint, answer, s.observed, { probe });
      if (verdict.code !== undefined) {
        s.codes.add(verdict.code);
        if (!report.codes.includes(verdict.code)) report.codes.push(verdict.code);
      }
      for (const f of verdict.findings) report.findings.push(finish(name, endpoint, f, probe));
      return verdict;
    };
    const verdict = await one(input, false);
    if (verdict.code === 0) results.set(name, verdict.data);
    if (kind !== 'read' || report.findings.some((f) => f.kind === 'call-failed')) return verdict;
    const probes: Array<[CallInput | undefined, boolean]> = [
      [invalidInput(endpoint, input), false],
      [notFoundInput(endpoint, input), false],
      [endpoint.auth ? input : undefined, true],
    ];
    for (const [bad, anonymous] of probes) {
      if (!bad) continue;
      const probe = await one(bad, true, anonymous).catch((err: unknown) => {
        if (err instanceof Unreachable) return undefined;
        throw err;
      });
      if (probe?.code === 0 && !anonymous) {
        report.findings.push({
          call: name,
          key: findingKey(name, { kind: 'format', path: 'code', detail: 'probe' }),
          grade: 'INFO',
          check: 'code',
          kind: 'format',
          path: 'code',
          detail: 'probe',
          probe: true,
          message: `accepted an input the contract refuses: ${JSON.stringify(bad.query ?? bad.body)}`,
        });
      }
    }
    return verdict;
  };

  // The upstream must answer its config; if it cannot, nothing else can be checked (exit 2).
  const base = await exercise('common.base', endpoints.get('common.base') as Endpoint, {}, 'read');
  if (opts.username && opts.password) {
    const login = endpoints.get('user.login') as Endpoint;
    const v = await exercise(
      'user.login',
      login,
      { body: { username: opts.username, password: opts.password } },
      'login',
    );
    const t = (v.data as { token?: unknown } | undefined)?.token;
    if (v.code !== 0 || typeof t !== 'string')
      throw new LoginRefused(`login refused (code ${v.code ?? 'none'})`);
    token = t;
  }

  let socket: SocketRun | undefined;
  const openSocket = async () => {
    const wss = (base.data as { wss?: unknown } | undefined)?.wss;
    if (typeof wss !== 'string') return;
    const first = (results.get('market.list') as Array<{ symbol?: unknown }> | undefined)?.[0]?.symbol;
    const uid = (results.get('user.home') as { user?: { uid?: number } } | undefined)?.user?.uid ?? null;
    socket = await openSocketCheck({
      base: opts.base,
      wss,
      uid,
      ...(token ? { token } : {}),
      ...(typeof first === 'string' ? { symbol: first } : {}),
      timeoutMs: opts.timeoutMs,
    });
  };
  let socketClosed = false;
  const closeSocket = async () => {
    if (!socket || socketClosed) return;
    socketClosed = true;
    for (const c of await socket.close()) {
      reports.push({
        name: c.name,
        method: 'WS',
        path: c.name.slice(3),
        kind: 'socket',
        outcome: 'checked',
        codes: [],
        checks: ['socket'],
        findings: c.findings.map((f) => finish(c.name, undefined, f, false)),
        ...(c.unobserved ? { reason: c.unobserved } : {}),
      });
    }
  };

  for (const [name, plan] of plans) {
    const endpoint = endpoints.get(name);
    const s = seen.get(name);
    if (!endpoint || !s || name === 'common.base' || name === 'user.login') continue;
    if (plan.kind === 'write' && !socket) await openSocket();
    if (name === 'user.logout') await closeSocket();
    const input = plan.input?.(results) ?? {};
    const reason =
      plan.kind === 'skip'
        ? plan.reason
        : plan.kind === 'write' && !opts.allowWrites
          ? 'a write call: needs --allow-writes'
          : endpoint.auth && !token
            ? 'needs --username and --password'
            : typeof input === 'string'
              ? input
              : undefined;
    if (reason !== undefined || typeof input === 'string') {
      s.reason = reason;
      reports.push({
        name,
        method: endpoint.method,
        path: endpoint.path,
        kind: plan.kind,
        outcome: 'skipped',
        ...(reason ? { reason } : {}),
        codes: [],
        checks: httpChecks,
        findings: [],
      });
      continue;
    }
    try {
      await exercise(name, endpoint, input, plan.kind === 'write' ? 'write' : 'read');
    } catch (err) {
      if (!(err instanceof Unreachable)) throw err;
      reports
        .at(-1)
        ?.findings.push(
          finish(
            name,
            endpoint,
            { grade: 'ERR', check: 'transport', kind: 'call-failed', path: '', message: err.message },
            false,
          ),
        );
    }
  }
  if (!socket) await openSocket();
  await closeSocket();
  for (const name of endpoints.keys()) {
    if (!plans.some(([n]) => n === name))
      (seen.get(name) as CallSeen).reason = 'the drift checker has no plan for it';
  }

  const scales: Record<string, number[]> = {};
  for (const s of seen.values()) {
    for (const [path, set] of s.observed.scales) scales[`${s.name} ${path}`] = [...set].sort();
  }
  for (const d of scaleDrift(scales, baseline)) {
    const [call = '', path = ''] = d.key.split(' ');
    const report = reports.find((r) => r.name === call);
    report?.findings.push(
      finish(
        call,
        undefined,
        {
          grade: 'WARN',
          check: 'data',
          kind: 'scale',
          path,
          detail: d.is.join(','),
          message: `decimal scale changed: ${d.was.join('/')} decimals in the baseline, now ${d.is.join('/')}`,
          diagnosis: 'a changed decimal scale',
        },
        false,
      ),
    );
  }
  const accepted = new Map(baseline?.accepted.map((a) => [a.key, a.since]));
  const all = reports.flatMap((r) => r.findings);
  for (const f of all) {
    const since = accepted.get(f.key);
    if (since) f.accepted = since;
  }
  const count = (g: Finding['grade'], fresh = false) =>
    all.filter((f) => f.grade === g && (!fresh || !f.accepted)).length;
  const totals = {
    err: count('ERR'),
    warn: count('WARN'),
    info: count('INFO'),
    newErr: count('ERR', true),
    newWarn: count('WARN', true),
    accepted: all.filter((f) => f.accepted).length,
  };
  if (opts.writeBaseline) writeBaseline(opts.writeBaseline, opts.base, all, scales, baseline);
  return {
    base: opts.base,
    started,
    finished: new Date().toISOString(),
    allowWrites: opts.allowWrites,
    ...(baseline && opts.baseline ? { baseline: { file: opts.baseline, written: baseline.written } } : {}),
    calls: reports,
    coverage: coverageOf([...seen.values()], socket),
    totals,
    exitCode: totals.newErr > 0 ? 1 : 0,
  };
}

function finish(call: string, endpoint: Endpoint | undefined, f: Finding, probe: boolean): ReportedFinding {
  const proposal = propose(f, endpoint?.path);
  return {
    ...plainFinding(f),
    call,
    key: findingKey(call, f),
    ...(probe ? { probe } : {}),
    ...(proposal ? { proposal } : {}),
  };
}
