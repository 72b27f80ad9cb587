// `pnpm test`: every check CI runs, in two lanes side by side, each step timed.
//   lane 1: typecheck of each package (one after another), then lint (biome, spectral)
//   lane 2: the web build, then the bundle size check and every vitest project side by side (both use
//           that one build: size with NO_BUILD=1, the browser tests with E2E_WEB_DIST)
// Most test files mostly wait (on Chromium, child servers, the clock), so the type checker's CPU work
// fits beside them. Prints where the time went per step and per vitest project, then the closing line
// CI reads ("N passed, N failed"); exits non-zero when any step failed.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
const packages = ['contracts', 'server', 'web', 'tools/drift'];
const results = '.vitest-results.json';

const began = performance.now();
const sec = (ms) => `${(ms / 1000).toFixed(1)} s`;
const steps = [];

/** Runs a command; its output is shown live (vitest) or as one block when it ends (the others). */
function run(name, command, args, { env = {}, live = false } = {}) {
  return new Promise((resolve) => {
    const start = performance.now();
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout?.on('data', (d) => (out += d));
    child.stderr?.on('data', (d) => (out += d));
    const done = (code) => {
      const step = { name, code, start: start - began, ms: performance.now() - start };
      steps.push(step);
      const verdict = code === 0 ? 'ok' : `failed (${code})`;
      process.stdout.write(`\n── ${name}: ${verdict} in ${sec(step.ms)}\n${out.trimEnd()}${out ? '\n' : ''}`);
      resolve(code === 0);
    };
    child.once('error', (e) => {
      out += String(e);
      done(-1);
    });
    child.once('close', (code) => done(code ?? -1));
  });
}

async function checks() {
  let ok = true;
  // One thread each: this lane runs beside CPU-bound tests on every core, and the type checker's threads
  // then only add work (web 20-25 s of CPU on 4 checkers against 11 s on one; server 12 s against 4 s).
  for (const dir of packages)
    ok =
      (await run(`typecheck ${dir}`, 'pnpm', ['--dir', dir, 'run', 'typecheck', '--singleThreaded'])) && ok;
  return (await run('lint', 'pnpm', ['run', 'lint'])) && ok;
}

async function buildAndTests() {
  const built = await run('web build', 'pnpm', ['--filter', '@app/web', 'build']);
  if (!built) return false;
  rmSync(results, { force: true });
  const [size, tests] = await Promise.all([
    run('size', 'pnpm', ['--filter', '@app/web', 'size'], { env: { NO_BUILD: '1' } }),
    run(
      'vitest',
      'pnpm',
      ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`],
      { env: { E2E_WEB_DIST: `${root}web/dist` }, live: true },
    ),
  ]);
  return size && tests;
}

const [checked, tested] = await Promise.all([checks(), buildAndTests()]);

console.log(`\npnpm test took ${sec(performance.now() - began)} (steps in two lanes side by side):`);
for (const s of steps.sort((a, b) => a.start - b.start)) {
  const when = `${sec(s.start).padStart(8)} ..${sec(s.start + s.ms).padStart(8)}`;
  console.log(`  ${s.name.padEnd(22)} ${when}  ${sec(s.ms).padStart(8)}${s.code === 0 ? '' : '  FAILED'}`);
}
const summary = await new Promise((resolve) =>
  spawn(process.execPath, ['scripts/test-summary.mjs', results], { stdio: 'inherit' }).once('close', resolve),
);
process.exit(checked && tested && summary === 0 ? 0 : 1);
