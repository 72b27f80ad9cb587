// Prints vitest's JSON results: where the time went per project, then the plain closing line CI reads:
// "N passed, N failed". `node scripts/test-summary.mjs [results.json] [--no-total]`.
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--')) ?? '.vitest-results.json';
if (!existsSync(file)) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const r = JSON.parse(readFileSync(file, 'utf8'));

/** The project a result file belongs to, from its path (the JSON report does not name projects). */
const projectOf = (path) => {
  const p = relative(process.cwd(), path);
  if (p.startsWith('web/e2e/')) return 'web-e2e';
  if (p.startsWith('web/')) return 'web';
  if (p.startsWith('tools/drift/')) return 'drift';
  return p.split('/')[0];
};

const projects = new Map();
for (const t of r.testResults ?? []) {
  const name = projectOf(t.name);
  const p = projects.get(name) ?? { files: 0, tests: 0, busy: 0, start: Infinity, end: 0, slowest: [] };
  p.files++;
  p.tests += t.assertionResults?.length ?? 0;
  const ms = Math.max(0, (t.endTime ?? 0) - (t.startTime ?? 0));
  p.busy += ms;
  p.start = Math.min(p.start, t.startTime ?? Infinity);
  p.end = Math.max(p.end, t.endTime ?? 0);
  p.slowest.push([ms, relative(process.cwd(), t.name)]);
  projects.set(name, p);
}

if (projects.size) {
  const s = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
  const runStart = Math.min(...[...projects.values()].map((p) => p.start));
  console.log(
    '\nvitest, per project: files, tests; from..to = when its first file started and its last ended',
  );
  console.log("(seconds since the run began); file time = the sum of its files' durations (files overlap)");
  for (const [name, p] of [...projects].sort((a, b) => b[1].busy - a[1].busy)) {
    const slowest = p.slowest
      .sort((a, b) => b[0] - a[0])
      .slice(0, 3)
      .map(([ms, f]) => `${f.replace(/^.*\//, '')} ${(ms / 1000).toFixed(1)}`)
      .join(', ');
    console.log(
      `  ${name.padEnd(10)} ${String(p.files).padStart(3)} files ${String(p.tests).padStart(4)} tests` +
        `  ${s(p.start - runStart)} ..${s(p.end - runStart)}  file time ${s(p.busy)}  slowest: ${slowest}`,
    );
  }
}

if (!args.includes('--no-total')) {
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(
    `${r.numPassedTests} passed, ${r.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
  );
}
