import type { Endpoint } from '@app/contracts';
import type { Options } from '../args.ts';
import { type CallVerdict, checkHttpAnswer } from '../validator/index.ts';
import { findingKey } from './baseline.ts';
import { type CallInput, callUpstream, Unreachable } from './client.ts';
import type { CallSeen } from './coverage.ts';
import { invalidInput, notFoundInput } from './probe.ts';
import { type CallReport, finish, httpChecks } from './report-types.ts';

/** What one call needs from the run: options, the token so far, and where to record what it saw. */
export interface CallContext {
  opts: Options;
  seen: Map<string, CallSeen>;
  results: Map<string, unknown>;
  reports: CallReport[];
  token: () => string | undefined;
}

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
  const one = async (i: CallInput, probe: boolean, anonymous = false) => {
    const answer = await callUpstream(
      opts.base,
      endpoint,
      i,
      anonymous ? undefined : ctx.token(),
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
}
