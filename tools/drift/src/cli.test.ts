import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from './cli.ts';
import type { RunReport } from './run/run.ts';
import { demo, driftWorld, findings, quiet, run, tlsFile } from './test/drift-world.ts';

// The command line as CI uses it: a baseline of accepted drift, and the exit codes.
const world = driftWorld({ tls: true });
const silent = () => {};
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe('baseline', () => {
  it('accepts recorded drift with its date and reason, so only new drift fails, and reports entries gone stale', async () => {
    const file = join(world.dir(), 'baseline.json');
    world.proxy().mutations.http.set('market/list', (a) => {
      for (const t of (a.body as { data: Array<Record<string, unknown>> }).data) delete t.turnover;
    });
    const { print } = quiet();
    const writing = quiet();
    const write = [
      '--base',
      world.proxy().url,
      '--write-baseline',
      file,
      '--reason',
      'ticket 42',
      '--timeout',
      '1500',
    ];
    // Writing a baseline accepts what it found: it says so, and exits 0.
    expect(await main(write, writing.print, silent)).toBe(0);
    expect(writing.text()).toContain(`drift: wrote baseline ${file}: 1 accepted finding(s), 1 new.`);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.accepted[0]).toMatchObject({
      grade: 'ERR',
      since: new Date().toISOString().slice(0, 10),
      reason: 'ticket 42',
    });
    const accepted = quiet();
    expect(
      await main(
        ['--base', world.proxy().url, '--baseline', file, '--timeout', '1500'],
        accepted.print,
        silent,
      ),
    ).toBe(0);
    expect(accepted.text()).toContain('(accepted ');
    expect(accepted.text()).toContain(': ticket 42)');
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
    // The same WARN fails the run when CI asks for it.
    const strict = [
      '--base',
      world.proxy().url,
      '--baseline',
      file,
      '--timeout',
      '1500',
      '--fail-on',
      'warn',
    ];
    expect(await main(strict, print, silent)).toBe(1);
    world.proxy().mutations.http.set('product/list', (a) => {
      for (const p of (a.body as { data: Array<Record<string, unknown>> }).data) delete p.name;
    });
    expect(
      await main(['--base', world.proxy().url, '--baseline', file, '--timeout', '1500'], print, silent),
    ).toBe(1);
    world.proxy().mutations.http.clear();
    // The upstream fixed the dropped field: the entry that accepted it is reported stale.
    const fixed = quiet();
    const md = join(world.dir(), 'stale.md');
    const again = ['--base', world.proxy().url, '--baseline', file, '--markdown', md, '--timeout', '1500'];
    expect(await main(again, fixed.print, silent)).toBe(0);
    expect(readFileSync(md, 'utf8')).toContain('**Stale baseline entries** (1)');
    expect(fixed.text()).toContain('Stale baseline entries (1');
    expect(fixed.text()).toMatch(
      /market\.list \| missing \| data\[\]\.turnover \| +\(accepted [\d-]+: ticket 42\)/,
    );
  });

  it('fails on a new INFO only with --fail-on info', async () => {
    world.proxy().mutations.http.set('product/list', (a) => {
      for (const p of (a.body as { data: Array<Record<string, unknown>> }).data) p.badge = 'new';
    });
    const infoOnly = ['--base', world.proxy().url, '--timeout', '1500', '--fail-on', 'info'];
    expect(await main(infoOnly, quiet().print, silent)).toBe(1);
    world.proxy().mutations.http.clear();
  });
});

describe('options for CI: secrets, headers and TLS', () => {
  it('logs in with a password file over TLS with a client certificate, sends the extra header everywhere and takes a refreshed token', async () => {
    const proxy = world.tlsProxy();
    const pw = join(world.dir(), 'password');
    writeFileSync(pw, `${demo.password}\n`);
    const json = join(world.dir(), 'tls.json');
    const from = proxy.seen.length;
    // The upstream renews the session on the first call after login and says so in Authorization.
    proxy.mutations.rotateSession = { header: true, ...demo };
    const streamed: string[] = [];
    const argv = [
      ...['--base', proxy.url, '--username', demo.username, '--password-file', pw],
      ...['--ca', tlsFile('ca.pem'), '--cert', tlsFile('client.pem'), '--key', tlsFile('client.key')],
      ...['--header', 'X-Team: drift', '--fail-on', 'warn', '--json', json, '--timeout', '1500'],
    ];
    const code = await main(argv, quiet().print, (s) => streamed.push(s));
    const report = JSON.parse(readFileSync(json, 'utf8')) as RunReport;
    expect(findings(report).map((f) => `${f.call} ${f.grade} ${f.path} ${f.message}`)).toEqual([]);
    expect(code).toBe(0);
    expect(proxy.mutations.rotateSession).toBeUndefined();
    const requests = proxy.seen.slice(from);
    expect(requests.some((r) => r.url.startsWith('/ws'))).toBe(true);
    expect(requests.filter((r) => r.headers['x-team'] !== 'drift')).toEqual([]);
    expect(streamed.some((l) => l.startsWith('✓ user.home'))).toBe(true);
    expect(streamed.join('')).not.toContain('--password is visible');
  });

  it('exits 2 when the certificate of the upstream is not trusted, or it wants a client certificate not given', async () => {
    const url = world.tlsProxy().url;
    const untrusted = quiet();
    expect(await main(['--base', url, '--timeout', '1500'], untrusted.print, silent)).toBe(2);
    expect(untrusted.text()).toContain('unreachable');
    const noCert = ['--base', url, '--ca', tlsFile('ca.pem'), '--timeout', '1500'];
    expect(await main(noCert, quiet().print, silent)).toBe(2);
  });
});

describe('exit codes', () => {
  it('exits 2 when the upstream is unreachable', async () => {
    const out = quiet();
    // Port 1: nothing listens there, and no test server can be given it.
    expect(await main(['--base', 'http://127.0.0.1:1', '--timeout', '1500'], out.print, silent)).toBe(2);
    expect(out.text()).toContain('unreachable');
  });

  it('exits 2 when the login is refused, and warns that --password shows the password', async () => {
    const out = quiet();
    const warned = quiet();
    expect(
      await main(
        ['--base', world.server().url, '--username', 'demo', '--password', 'Zq9-wrong-42'],
        out.print,
        warned.print,
      ),
    ).toBe(2);
    expect(out.text()).toContain('login refused');
    expect(warned.text()).toContain('--password is visible');
  });

  it('exits 3 on a usage error, through pnpm drift as CI runs it', async () => {
    const code = await new Promise<number | null>((resolve) => {
      execFile('pnpm', ['--silent', 'drift', '--base'], { cwd: repoRoot }, (err) =>
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

describe('reports for CI', () => {
  it('writes a JUnit testcase per call × check (failing only where there is new ERR, naming the contract line of the call), Markdown and JSON', async () => {
    const { print } = quiet();
    const junit = join(world.dir(), 'junit.xml');
    const md = join(world.dir(), 'drift.md');
    const json = join(world.dir(), 'drift.json');
    world.proxy().mutations.http.set('market/list', (a) => {
      for (const t of (a.body as { data: Array<Record<string, unknown>> }).data) delete t.turnover;
    });
    expect(
      await main(
        [
          '--base',
          world.proxy().url,
          '--junit',
          junit,
          '--markdown',
          md,
          '--json',
          json,
          '--timeout',
          '1500',
        ],
        print,
        quiet().print,
      ),
    ).toBe(1);
    world.proxy().mutations.http.clear();
    const xml = readFileSync(junit, 'utf8');
    const at =
      /name="market.list data" file="(contracts\/src\/endpoints\/[\w-]+\.ts)" line="(\d+)"><failure message="([^"]*)"/.exec(
        xml,
      );
    expect(at).not.toBeNull();
    const [, file = '', line = '', message = ''] = at ?? [];
    // The named line is where the call is defined: `list: endpoint({`, its path a few lines below.
    const source = readFileSync(join(repoRoot, file), 'utf8').split('\n');
    expect(source[Number(line) - 1]).toMatch(/endpoint\(\{/);
    expect(source.slice(Number(line), Number(line) + 4).join('\n')).toContain(`path: 'market/list'`);
    expect(message).toMatch(new RegExp(`^${file}:${line}: missing field`));
    expect(xml).toMatch(/name="market.list envelope" file="[^"]+" line="\d+"><\/testcase>/);
    expect(xml).toMatch(
      /name="user.home data" file="[^"]+" line="\d+"><skipped message="needs --username and --password"/,
    );
    expect(readFileSync(md, 'utf8')).toContain('| ERR | `market.list` | `data[].turnover` |');
    const written = JSON.parse(readFileSync(json, 'utf8')) as RunReport;
    expect(written.exitCode).toBe(1);
    expect(written.coverage.neverObserved).toContain('user.home not called: needs --username and --password');
  });
});
