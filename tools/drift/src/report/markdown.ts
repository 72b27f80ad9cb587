import type { RunReport } from '../run/run.ts';
import { verdict as verdictOf } from './text.ts';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** Markdown for a pull-request comment: totals, a table of new drift, proposed edits, coverage. */
export function markdownReport(r: RunReport): string {
  const t = r.totals;
  const c = r.coverage;
  const verdict = `${r.exitCode === 0 ? '✅' : '❌'} ${verdictOf(r)}`;
  const out = [
    `### Drift check: ${verdict}`,
    '',
    `Upstream \`${r.base}\`, ${r.finished}. **${t.newErr}** new ERR, **${t.newWarn}** new WARN, ${t.info} INFO${t.accepted ? `, ${t.accepted} accepted by the baseline` : ''}.`,
    '',
  ];
  const fresh = r.calls.flatMap((call) =>
    call.findings.filter((f) => !f.accepted && (f.grade !== 'INFO' || r.failOn === 'INFO')),
  );
  if (fresh.length) {
    out.push('| grade | call | field | finding | diagnosis |', '|---|---|---|---|---|');
    for (const f of fresh) {
      out.push(
        `| ${f.grade} | \`${f.call}\` | \`${cell(f.path || '(body)')}\` | ${cell(f.message)} | ${cell(f.diagnosis ?? '')} |`,
      );
    }
    out.push('');
  }
  const edits = r.calls.flatMap((call) => call.findings.filter((f) => f.proposal && !f.accepted));
  if (edits.length) {
    out.push('<details><summary>Proposed contract edits</summary>', '');
    for (const f of edits) {
      const p = f.proposal;
      if (!p) continue;
      out.push(
        `\`${p.file}:${p.line}\` (${f.call} ${f.path})${p.note ? `: ${p.note}` : ''}`,
        '```diff',
        `- ${p.before}`,
      );
      for (const l of p.after.split('\n')) out.push(`+ ${l}`);
      out.push('```', '');
    }
    out.push('</details>', '');
  }
  if (r.staleBaseline.length) {
    out.push(
      `**Stale baseline entries** (${r.staleBaseline.length}): the drift is gone; rewrite the baseline to drop them.`,
      '',
      ...r.staleBaseline.map(
        (a) => `- \`${cell(a.key)}\` (accepted ${a.since}${a.reason ? `: ${cell(a.reason)}` : ''})`,
      ),
      '',
    );
  }
  const pct = (x: { declared: number; seen: number }) => `${x.seen}/${x.declared}`;
  out.push(
    `Coverage: calls ${pct(c.calls)} · fields ${pct(c.fields)} · enum values ${pct(c.enumValues)} · union branches ${pct(c.unionBranches)} · error codes ${pct(c.errorCodes)} · socket messages ${pct(c.socketMessages)}`,
    '',
    `<details><summary>Never observed (${c.neverObserved.length})</summary>`,
    '',
    ...c.neverObserved.map((n) => `- ${n}`),
    '',
    '</details>',
    '',
  );
  return out.join('\n');
}
