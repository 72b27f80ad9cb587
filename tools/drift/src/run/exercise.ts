import type { Endpoint, Language } from '@app/contracts';
import type { Options } from '../args.ts';
import { type CallVerdict, checkHttpAnswer } from '../validator/index.ts';
import { findingKey } from './baseline.ts';
import { type CallInput, callUpstream, type Transport, Unreachable } from './client.ts';
import type { CallSeen } from './coverage.ts';
import { type MsgLanguages, untranslated } from './msg-language.ts';
import { invalidInput, notFoundInput } from './probe.ts';
import { type CallReport, finish, httpChecks } from './report-types.ts';

/** What one call needs from the run: options, the token so far, and where to record what it saw. */
export interface CallContext {
  opts: Options;
  transport: Transport;
  seen: Map<string, CallSeen>;
  results: Map<string, unknown>;
  reports: CallReport[];
  token: () => string | undefined;
  /** Takes the refreshed token an answer's `Authorization` header carried, as the app does. */
  refreshed: (token: string) => void;
  /** Logs in again after the session ended mid-run; false when there are no credentials. */
  relogin: () => Promise<boolean>;
  /** Whether the current token has been accepted by a call yet, and noting that it was. */
  tokenWorked: (worked?: true) => boolean;
  /** The language to ask the next request in: every call cycles through all 13. */
  nextLang: () => Language;
  msgs: MsgLanguages;
}

const bearer = /^Bearer (\S+)$/;

const sessionLost = {
  grade: 'ERR',
  check: 'transport',
  kind: 'refresh',
  path: 'headers.authorization',
  message:
    'the session ended mid-run (401) and no answer carried a refreshed token in its Authorization header',
  diagnosis: 'a missing token-refresh header',
} as const;

const badRefresh = (header: string) =>
  ({
    grade: 'ERR',
    check: 'transport',
    kind: 'refresh',
    path: 'headers.authorization',
    detail: 'malformed',
    message: `Authorization header ${JSON.stringify(header.slice(0, 20))} is not "Bearer <token>"`,
  }) as const;

/**
 * Makes one call, validates its answer, and for a read also its probes: one field made invalid, an id
 * that cannot exist, no token. Each answer's code counts for coverage; findings go to the call's report.
 */
export async function exerciseCall(
  ctx: CallContext,
  name: string,
  endpoint: Endpoint,
  input: CallInput,
  kind: CallReport['kind'],
): Promise<CallVerdict> {
  const { opts, seen, results, reports } = ctx;

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
  const send = (i: CallInput, anonymous: boolean) =>
    callUpstream(
      opts.base,
      endpoint,
      i,
      anonymous ? undefined : ctx.token(),
      opts.timeoutMs,
      ctx.transport,
      ctx.nextLang(),
    );
  const one = async (i: CallInput, probe: boolean, anonymous = false) => {
    const sent = ctx.token();
    let answer = await send(i, anonymous);
    const lost = !anonymous && sent && answer.status === 401 && kind !== 'login' && ctx.tokenWorked();
    if (lost && (await ctx.relogin())) {
      // The token worked until now and no answer carried a new one: the session was renewed (or
      // ended) without the refresh header. The call is made again with a fresh login.
      report.findings.push(finish(name, endpoint, sessionLost, probe));
      answer = await send(i, anonymous);
    }
    if (!anonymous && sent && answer.status !== 401) ctx.tokenWorked(true);
    report.ms ??= answer.ms;
    const header = answer.headers.authorization;
    if (header !== undefined && !anonymous && kind !== 'login') {
      const fresh = bearer.exec(header)?.[1];
      if (fresh) ctx.refreshed(fresh);
      else report.findings.push(finish(name, endpoint, badRefresh(header), probe));
    }
    const language = untranslated(ctx.msgs, answer.body, answer.lang);
    if (language) report.findings.push(finish(name, endpoint, language, probe));
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
  if (kind === 'login' || report.findings.some((f) => f.kind === 'call-failed')) return verdict;
  // A write is probed only with requests refused before anything changes: bad input, no token.
  const probes: Array<[CallInput | undefined, boolean]> = [
    [invalidInput(endpoint, input), false],
    [kind === 'read' ? notFoundInput(endpoint, input) : undefined, false],
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
}
