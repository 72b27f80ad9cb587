import type { CallReport, ReportedFinding, RunReport } from '../run/run.ts';

const icon = (r: CallReport) => {
  if (r.outcome === 'skipped') return '-';
  const fresh = r.findings.filter((f) => !f.accepted);
  if (fresh.some((f) => f.grade === 'ERR')) return '✗';
  if (fresh.some((f) => f.grade === 'WARN')) return '!';
  return '✓';
};

export const findingLine = (f: ReportedFinding) =>
  `${f.grade.padEnd(4)} ${f.check.padEnd(12)} ${f.path || '(body)'}  ${f.message}${f.diagnosis ? `  [${f.diagnosis}]` : ''}${f.probe ? '  (probe)' : ''}${f.accepted ? `  (accepted ${f.accepted}${f.acceptedBecause ? `: ${f.acceptedBecause}` : ''})` : ''}`;

const failOnWord = { ERR: 'ERR', WARN: 'WARN or worse', INFO: 'finding' } as const;
export const verdict = (r: RunReport) =>
  r.baselineWritten
    ? 'baseline written'
    : r.exitCode === 0
      ? `no new ${failOnWord[r.failOn]}`
      : `drift found (new ${failOnWord[r.failOn]})`;

const pct = (t: { declared: number; seen: number }) =>
  `${t.seen}/${t.declared}${t.declared ? ` (${Math.round((100 * t.seen) / t.declared)}%)` : ''}`;

/** One call's line: its mark, name, method, path and time (or why it was skipped). */
export const callLine = (call: CallReport) => {
  const head = `${icon(call)} ${call.name.padEnd(24)} ${call.method.padEnd(4)} ${call.path}`;
  const tail =
    call.outcome === 'skipped'
      ? `  skipped: ${call.reason}`
      : call.ms !== undefined
        ? `  ${call.ms} ms`
        : call.reason
          ? `  (${call.reason})`
          : '';
  const counts = (['ERR', 'WARN', 'INFO'] as const)
    .map((g) => [g, call.findings.filter((f) => f.grade === g && !f.accepted).length] as const)
    .filter(([, n]) => n > 0)
    .map(([g, n]) => `${n} ${g}`);
  return head + tail + (counts.length ? `  (${counts.join(', ')})` : '');
};

/** The terminal report: one block per call, its findings and proposed contract edits, then totals. */
export function textReport(r: RunReport, neverShown = 25): string {
  const out: string[] = [`Drift check of ${r.base} against the contracts (${r.started})`, ''];
  for (const call of r.calls) {
    out.push(callLine(call));
    for (const f of call.findings) {
      out.push(`    ${findingLine(f)}`);
      if (f.proposal) {
        out.push(
          `      ${f.proposal.file}:${f.proposal.line}${f.proposal.note ? `  (${f.proposal.note})` : ''}`,
        );
        out.push(`      - ${f.proposal.before.trim()}`);
        for (const l of f.proposal.after.split('\n')) out.push(`      + ${l.trim()}`);
      }
    }
  }
  const c = r.coverage;
  const t = r.totals;
  out.push(
    '',
    `Coverage: calls ${pct(c.calls)}, fields ${pct(c.fields)}, enum values ${pct(c.enumValues)}, union branches ${pct(c.unionBranches)}, error codes ${pct(c.errorCodes)}, socket messages ${pct(c.socketMessages)}`,
    `Never observed (${c.neverObserved.length}):`,
    ...c.neverObserved.slice(0, neverShown).map((n) => `  ${n}`),
    ...(c.neverObserved.length > neverShown
      ? [`  … ${c.neverObserved.length - neverShown} more (see --json)`]
      : []),
    ...(r.staleBaseline.length
      ? [
          '',
          `Stale baseline entries (${r.staleBaseline.length}: their drift is gone; rewrite the baseline to drop them):`,
          ...r.staleBaseline.map(
            (a) => `  ${a.key}  (accepted ${a.since}${a.reason ? `: ${a.reason}` : ''})`,
          ),
        ]
      : []),
    '',
    `${t.err} ERR (${t.newErr} new), ${t.warn} WARN (${t.newWarn} new), ${t.info} INFO (${t.newInfo} new)${t.accepted ? `, ${t.accepted} accepted by the baseline` : ''}: ${verdict(r)}`,
  );
  return `${out.join('\n')}\n`;
}
