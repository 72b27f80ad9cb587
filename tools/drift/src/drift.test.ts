import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from './cli.ts';
import { type ReportedFinding, type RunReport, runDrift } from './run/run.ts';
import { startMutatingProxy } from './test/mutating-proxy.ts';
import { callsWithoutHandler, startReferenceServer } from './test/reference-server.ts';

// One reference server and one proxy for the whole file (ports from this checker's range).
const SERVER_PORT = 4650;
const PROXY_PORT = 4651;
const demo = { username: 'demo', password: 'demo123456' };

let server: Awaited<ReturnType<typeof startReferenceServer>>;
let proxy: Awaited<ReturnType<typeof startMutatingProxy>>;
let dir: string;
beforeAll(async () => {
  server = await startReferenceServer(SERVER_PORT);
  proxy = await startMutatingProxy(server.url, PROXY_PORT);
  dir = mkdtempSync(join(tmpdir(), 'drift-'));
});
afterAll(async () => {
  await proxy?.stop();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

const run = (base: string, extra: Partial<Parameters<typeof runDrift>[0]> = {}) =>
  runDrift({ base, allowWrites: false, timeoutMs: 1500, ...extra });
const findings = (r: RunReport) => r.calls.flatMap((c) => c.findings);
const quiet = () => {
  const lines: string[] = [];
  return {
    print: (s: string) => {
      lines.push(s);
    },
    text: () => lines.join(''),
  };
};

describe('drift check of our own reference server', () => {
  it('reports no ERR, WARN or INFO on any call that has a handler, writes and websocket included', async () => {
    const pending = new Set(callsWithoutHandler());
    const report = await run(server.url, { ...demo, allowWrites: true });
    const real = findings(report).filter((f) => !pending.has(f.call));
    expect(real.map((f) => `${f.call} ${f.grade} ${f.path} ${f.message}`)).toEqual([]);
    // Not vacuous: the calls and every channel family were really exercised.
    const checked = report.calls.filter((c) => c.outcome === 'checked').map((c) => c.name);
    expect(checked).toEqual(
      expect.arrayContaining([
        'common.base',
        'user.login',
        'user.home',
        'user.buy',
        'ws.tickers',
        'ws.kline',
        'ws.orders',
        'ws.balance',
      ]),
    );
    expect(report.calls.find((c) => c.name === 'ws.orders')?.reason).toBeUndefined();
    expect(report.coverage.socketMessages.seen).toBeGreaterThanOrEqual(7);
    expect(report.coverage.errorCodes.seen).toBeGreaterThan(10);
    if (pending.size === 0) expect(report.exitCode).toBe(0);
  });
});

describe('drift check through a proxy that drifts on purpose', () => {
  let report: RunReport;
  const one = (call: string, kind: string, path?: string): ReportedFinding | undefined =>
    findings(report).find(
      (f) => f.call === call && f.kind === kind && (path === undefined || f.path === path),
    );

  beforeAll(async () => {
    const m = proxy.mutations.http;
    type Item = Record<string, unknown>;
    const items = (b: unknown) => (b as { data: Item[] }).data;
    const data = (b: unknown) => (b as { data: Item }).data;
    m.set('market/list', (a) => {
      for (const t of items(a.body)) delete t.turnover;
    });
    m.set('product/list', (a) => {
      for (const p of items(a.body)) p.id = String(p.id);
    });
    m.set('market/ticker', (a) => {
      const t = data(a.body);
      t.turnover_usdt = t.turnover;
      delete t.turnover;
      t.last = Number(t.last);
    });
    m.set('common/noticeList', (a) => {
      for (const n of (data(a.body).list as Item[]) ?? []) n.kind = 'alert';
      a.headers['content-type'] = 'text/html';
    });
    m.set('market/kline', (a) => {
      for (const c of items(a.body)) c.time = Math.floor(Number(c.time) / 1000);
    });
    m.set('common/index', (a) => {
      a.body = { status: 'ok', result: data(a.body) };
    });
    m.set('common/base', (a) => {
      data(a.body).maintenance = false;
      data(a.body).site_name = null;
    });
    m.set('common/noticeView', (a) => {
      a.body = { code: 1009, msg: 'not now', data: null };
    });
    proxy.mutations.ws = (frame) => {
      if (frame.ch === 'tickers') for (const t of frame.data as Item[]) delete t.last;
      return frame;
    };
    report = await run(proxy.url);
    m.clear();
    proxy.mutations.ws = undefined;
  });

  it('catches a dropped field as ERR and proposes making it optional at its contract line', () => {
    const f = one('market.list', 'missing', 'data[].turnover');
    expect(f?.grade).toBe('ERR');
    expect(f?.proposal).toMatchObject({ file: 'contracts/src/endpoints/market.ts' });
    expect(f?.proposal?.before).toMatch(/^\s*turnover: decimal/);
    expect(f?.proposal?.after).toMatch(/\.optional\(\),$/);
  });

  it('catches a retyped field as ERR, and a decimal string sent as a number with its diagnosis', () => {
    expect(one('product.list', 'retyped', 'data[].id')?.grade).toBe('ERR');
    expect(one('market.ticker', 'retyped', 'data.last')).toMatchObject({
      grade: 'ERR',
      diagnosis: 'number instead of decimal string',
    });
  });

  it('catches a renamed field as one ERR naming both names', () => {
    expect(one('market.ticker', 'renamed', 'data.turnover')).toMatchObject({
      grade: 'ERR',
      detail: 'turnover_usdt',
    });
    expect(one('market.ticker', 'extra')).toBeUndefined();
  });

  it('grades an unknown enum value WARN and proposes adding it to the enum', () => {
    const f = one('common.noticeList', 'enum', 'data.list[].kind');
    expect(f).toMatchObject({ grade: 'WARN', detail: 'alert' });
    expect(f?.proposal?.after).toContain(`'announcement', 'alert'`);
  });

  it('catches a dropped content type as ERR', () => {
    expect(one('common.noticeList', 'content-type')?.grade).toBe('ERR');
  });

  it('catches epoch seconds where the contract has milliseconds as ERR', () => {
    expect(one('market.kline', 'unit', 'data[].time')).toMatchObject({ grade: 'ERR', detail: 'seconds' });
  });

  it('catches a broken envelope as ERR', () => {
    const f = findings(report).filter((x) => x.call === 'common.index' && x.check === 'envelope');
    expect(f.some((x) => x.grade === 'ERR' && x.kind === 'envelope')).toBe(true);
  });

  it('reports an extra field INFO and null where never allowed WARN', () => {
    expect(one('common.base', 'extra', 'data.maintenance')?.grade).toBe('INFO');
    expect(one('common.base', 'null', 'data.site_name')?.grade).toBe('WARN');
  });

  it('grades a code the call does not declare WARN and proposes declaring it', () => {
    const f = one('common.noticeView', 'code', 'code');
    expect(f).toMatchObject({ grade: 'WARN', detail: '1009' });
    expect(f?.proposal?.after).toContain('ErrorCode.notAllowedNow');
  });

  it('catches a broken websocket message as ERR in its channel family', () => {
    expect(one('ws.tickers', 'missing', 'data[].last')?.grade).toBe('ERR');
    expect(report.exitCode).toBe(1);
  });

  it('writes a JUnit testcase per call × check, failing only where there is new ERR', async () => {
    const { print } = quiet();
    const junit = join(dir, 'junit.xml');
    const md = join(dir, 'drift.md');
    proxy.mutations.http.set('market/list', (a) => {
      for (const t of (a.body as { data: Array<Record<string, unknown>> }).data) delete t.turnover;
    });
    expect(
      await main(['--base', proxy.url, '--junit', junit, '--markdown', md, '--timeout', '1500'], print),
    ).toBe(1);
    proxy.mutations.http.clear();
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain('<testcase classname="drift.market.list" name="market.list data"><failure');
    expect(xml).toMatch(/<testcase classname="drift.market.list" name="market.list envelope"><\/testcase>/);
    expect(xml).toMatch(/name="user.home data"><skipped message="needs --username and --password"/);
    expect(readFileSync(md, 'utf8')).toContain('| ERR | `market.list` | `data[].turnover` |');
  });
});

describe('baseline', () => {
  it('accepts recorded drift with its date, so only new drift fails', async () => {
    const file = join(dir, 'baseline.json');
    proxy.mutations.http.set('market/list', (a) => {
      for (const t of (a.body as { data: Array<Record<string, unknown>> }).data) delete t.turnover;
    });
    const { print } = quiet();
    expect(await main(['--base', proxy.url, '--write-baseline', file, '--timeout', '1500'], print)).toBe(1);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.accepted[0]).toMatchObject({ grade: 'ERR', since: new Date().toISOString().slice(0, 10) });
    expect(await main(['--base', proxy.url, '--baseline', file, '--timeout', '1500'], print)).toBe(0);
    // A changed decimal scale passes zod; against the scales the baseline recorded it is a WARN.
    proxy.mutations.http.set('market/ticker', (a) => {
      const t = (a.body as { data: Record<string, unknown> }).data;
      t.last = Number(t.last).toFixed(2);
    });
    const scaled = await run(proxy.url, { baseline: file });
    expect(findings(scaled).find((f) => f.kind === 'scale')).toMatchObject({
      grade: 'WARN',
      call: 'market.ticker',
      path: 'data.last',
      detail: '2',
    });
    expect(scaled.exitCode).toBe(0);
    proxy.mutations.http.set('product/list', (a) => {
      for (const p of (a.body as { data: Array<Record<string, unknown>> }).data) delete p.name;
    });
    expect(await main(['--base', proxy.url, '--baseline', file, '--timeout', '1500'], print)).toBe(1);
    proxy.mutations.http.clear();
  });
});

describe('exit codes', () => {
  it('exits 2 when the upstream is unreachable', async () => {
    const out = quiet();
    expect(await main(['--base', 'http://127.0.0.1:4699', '--timeout', '1500'], out.print)).toBe(2);
    expect(out.text()).toContain('unreachable');
  });

  it('exits 2 when the login is refused', async () => {
    const out = quiet();
    expect(
      await main(['--base', server.url, '--username', 'demo', '--password', 'Zq9-wrong-42'], out.print),
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
      ['--base', server.url, '--username', 'demo'],
      ['--bogus'],
    ]) {
      expect(await main(argv, quiet().print)).toBe(3);
    }
  });
});
