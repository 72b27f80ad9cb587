import type { Options } from '../args.ts';
import { type Finding, gradeRank } from '../validator/index.ts';
import { type Baseline, emptiedLists, scaleDrift, writeBaseline } from './baseline.ts';
import type { CallSeen } from './coverage.ts';
import { type CallReport, finish, type RunReport } from './report-types.ts';

/** A finding the run adds after the calls, against the baseline (no endpoint: no contract edit to propose). */
const later = (reports: CallReport[], key: string, f: Omit<Finding, 'path'>) => {
  const [call = '', path = ''] = key.split(' ');
  reports.find((r) => r.name === call)?.findings.push(finish(call, undefined, { ...f, path }, false));
};

/**
 * The end of a run: drift only the baseline can show (a changed scale, an emptied list), what the
 * baseline accepts and which of its entries went stale, the totals, the baseline written, the exit code.
 */
export function judge(
  opts: Options,
  reports: CallReport[],
  seen: readonly CallSeen[],
  baseline: Baseline | undefined,
): Pick<RunReport, 'staleBaseline' | 'baselineWritten' | 'totals' | 'exitCode'> {
  const scales: Record<string, number[]> = {};
  for (const s of seen) {
    for (const [path, set] of s.observed.scales) scales[`${s.name} ${path}`] = [...set].sort();
  }
  for (const d of scaleDrift(scales, baseline)) {
    later(reports, d.key, {
      grade: 'WARN',
      check: 'data',
      kind: 'scale',
      detail: d.is.join(','),
      message: `decimal scale changed: ${d.was.join('/')} decimals in the baseline, now ${d.is.join('/')}`,
      diagnosis: 'a changed decimal scale',
    });
  }
  const lists = new Map<string, number>();
  for (const s of seen) {
    for (const [path, longest] of s.observed.lists) lists.set(`${s.name} ${path}`, longest);
  }
  for (const key of emptiedLists(lists, baseline)) {
    later(reports, key, {
      grade: 'WARN',
      check: 'data',
      kind: 'emptied',
      message: 'empty list that had items in the baseline run',
      diagnosis: 'an emptied list',
    });
  }
  const accepted = new Map(baseline?.accepted.map((a) => [a.key, a]));
  const all = reports.flatMap((r) => r.findings);
  for (const f of all) {
    const entry = accepted.get(f.key);
    if (!entry) continue;
    f.accepted = entry.since;
    if (entry.reason) f.acceptedBecause = entry.reason;
  }
  // An entry is stale only when its call was checked this run: a call skipped today proves nothing.
  const checked = new Set(reports.filter((r) => r.outcome === 'checked').map((r) => r.name));
  const found = new Set(all.map((f) => f.key));
  const staleBaseline = (baseline?.accepted ?? []).filter(
    (a) => !found.has(a.key) && checked.has(a.key.split(' | ')[0] ?? ''),
  );
  const count = (g: Finding['grade'], fresh = false) =>
    all.filter((f) => f.grade === g && (!fresh || !f.accepted)).length;
  const totals = {
    err: count('ERR'),
    warn: count('WARN'),
    info: count('INFO'),
    newErr: count('ERR', true),
    newWarn: count('WARN', true),
    newInfo: count('INFO', true),
    accepted: all.filter((f) => f.accepted).length,
  };
  const failing = all.some((f) => !f.accepted && gradeRank[f.grade] <= gradeRank[opts.failOn]);
  const baselineWritten = opts.writeBaseline
    ? {
        file: opts.writeBaseline,
        ...writeBaseline(
          opts.writeBaseline,
          {
            base: opts.base,
            findings: all,
            scales,
            nonEmpty: [...lists].flatMap(([key, longest]) => (longest > 0 ? [key] : [])),
            ...(opts.reason ? { reason: opts.reason } : {}),
          },
          baseline,
        ),
      }
    : undefined;
  return {
    staleBaseline,
    ...(baselineWritten ? { baselineWritten } : {}),
    totals,
    // A run that writes the baseline accepts what it found: it fails only if the upstream cannot be checked.
    exitCode: failing && !baselineWritten ? 1 : 0,
  };
}
