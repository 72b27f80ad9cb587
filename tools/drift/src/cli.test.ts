import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from './cli.ts';
import { driftWorld, findings, quiet, run } from './test/drift-world.ts';

// The command line as CI uses it: a baseline of accepted drift, and the exit codes.
const world = driftWorld();

describe('baseline', () => {
  it('accepts recorded drift with its date, so only new drift fails', async () => {
    const file = join(world.dir(), 'baseline.json');
    world.proxy().mutations.http.set('market/list', (a) => {
      for (const t of (a.body as { data: Array<Record<string, unknown>> }).data) delete t.turnover;
    });
    const { print } = quiet();
    expect(
      await main(['--base', world.proxy().url, '--write-baseline', file, '--timeout', '1500'], print),
    ).toBe(1);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.accepted[0]).toMatchObject({ grade: 'ERR', since: new Date().toISOString().slice(0, 10) });
    expect(await main(['--base', world.proxy().url, '--baseline', file, '--timeout', '1500'], print)).toBe(0);
    // A changed decimal scale passes zod; against the scales the baseline recorded it is a WARN.
    world.proxy().mutations.http.set('market/ticker', (a) => {
      const t = (a.body as { data: Record<string, unknown> }).data;
      t.last = Number(t.last).toFixed(2);
    });
    const scaled = await run(world.proxy().url, { baseline: file });
    expect(findings(scaled).find((f) => f.kind === 'scale')).toMatchObject({
      grade: 'WARN',
      call: 'market.ticker',
      path: 'data.last',
      detail: '2',
    });
    expect(scaled.exitCode).toBe(0);
    world.proxy().mutations.http.set('product/list', (a) => {
      for (const p of (a.body as { data: Array<Record<string, unknown>> }).data) delete p.name;
    });
    expect(await main(['--base', world.proxy().url, '--baseline', file, '--timeout', '1500'], print)).toBe(1);
    world.proxy().mutations.http.clear();
  });
});

describe('exit codes', () => {
  it('exits 2 when the upstream is unreachable', async () => {
    const out = quiet();
    // Port 1: nothing listens there, and no test server can be given it.
    expect(await main(['--base', 'http://127.0.0.1:1', '--timeout', '1500'], out.print)).toBe(2);
    expect(out.text()).toContain('unreachable');
  });

  it('exits 2 when the login is refused', async () => {
    const out = quiet();
    expect(
      await main(
        ['--base', world.server().url, '--username', 'demo', '--password', 'Zq9-wrong-42'],
        out.print,
      ),
    ).toBe(2);
    expect(out.text()).toContain('login refused');
  });

  it('exits 3 on a usage error, through pnpm drift as CI runs it', async () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const code = await new Promise<number | null>((resolve) => {
      execFile('pnpm', ['--silent', 'drift', '--base'], { cwd: root }, (err) =>
        resolve(err ? (err.code as number) : 0),
      );
    });
    expect(code).toBe(3);
    for (const argv of [
      [],
      ['--base', 'ftp://x'],
      ['--base', world.server().url, '--username', 'demo'],
      ['--bogus'],
    ]) {
      expect(await main(argv, quiet().print)).toBe(3);
    }
  });
});
