import { definitionLine, messageLine, type SourceLine } from '../contract/source-index.ts';
import type { CallReport, RunReport } from '../run/run.ts';
import { socketPushes } from '../run/socket.ts';
import { gradeRank } from '../validator/index.ts';
import { findingLine } from './text.ts';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const socketMessage: Record<string, string> = { 'ws.connect': 'subscribed', ...socketPushes };

/** Where the call is defined in the contracts: its `endpoint({` line, or its websocket message's. */
const sourceOf = (call: CallReport): SourceLine | undefined => {
  if (call.kind !== 'socket') return definitionLine(call.path);
  const ch = Object.hasOwn(socketMessage, call.name) ? socketMessage[call.name] : undefined;
  return ch ? messageLine(ch) : undefined;
};

/** JUnit XML: a testcase per call × check; new ERR fail it, WARN and INFO go to its output. */
export function junitReport(r: RunReport): string {
  const cases: string[] = [];
  let failures = 0;
  let skipped = 0;
  for (const call of r.calls) {
    const src = sourceOf(call);
    const at = src ? `${src.file}:${src.line}` : undefined;
    for (const check of call.checks) {
      const name = `${call.name} ${check}`;
      const where = src ? ` file="${esc(src.file)}" line="${src.line}"` : '';
      const attrs = `classname="drift.${esc(call.name)}" name="${esc(name)}"${where}`;
      if (call.outcome === 'skipped') {
        skipped++;
        cases.push(`    <testcase ${attrs}><skipped message="${esc(call.reason ?? '')}"/></testcase>`);
        continue;
      }
      const mine = call.findings.filter((f) => f.check === check);
      const errs = mine.filter((f) => !f.accepted && gradeRank[f.grade] <= gradeRank[r.failOn]);
      const body: string[] = [];
      if (errs.length) {
        failures++;
        body.push(
          `<failure message="${esc(`${at ? `${at}: ` : ''}${errs[0]?.message ?? ''}`)}" type="drift">${esc([...errs.map(findingLine), ...(at ? [`  at ${call.name} (${at})`] : [])].join('\n'))}</failure>`,
        );
      }
      const rest = mine.filter((f) => !errs.includes(f)).map(findingLine);
      if (call.reason) rest.push(`never observed: ${call.reason}`);
      if (rest.length) body.push(`<system-out>${esc(rest.join('\n'))}</system-out>`);
      const time =
        check === call.checks[0] && call.ms !== undefined ? ` time="${(call.ms / 1000).toFixed(3)}"` : '';
      cases.push(`    <testcase ${attrs}${time}>${body.join('')}</testcase>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="drift" tests="${cases.length}" failures="${failures}" skipped="${skipped}">`,
    `  <testsuite name="drift ${esc(r.base)}" tests="${cases.length}" failures="${failures}" skipped="${skipped}" timestamp="${r.started}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
