import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode, enUS } from '@app/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallReport, ReportedFinding, RunReport } from './run/run.ts';
import { demo, driftWorld, findings, run } from './test/drift-world.ts';

// What the checker finds: nothing on our own reference server, each kind of drift through a proxy that
// drifts on purpose, and the reports it writes. (The baseline and the exit codes: cli.test.ts.)
const world = driftWorld();

describe('drift check of our own reference server', () => {
  it('reports no ERR, WARN or INFO on any call, writes and websocket included, and exits 0', async () => {
    const report = await run(world.server().url, { ...demo, allowWrites: true });
    expect(findings(report).map((f) => `${f.call} ${f.grade} ${f.path} ${f.message}`)).toEqual([]);
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
    expect(report.exitCode).toBe(0);
  });
});

describe('drift check through a proxy that drifts on purpose', () => {
  let report: RunReport;
  const one = (call: string, kind: string, path?: string): ReportedFinding | undefined =>
    findings(report).find(
      (f) => f.call === call && f.kind === kind && (path === undefined || f.path === path),
    );

  beforeAll(async () => {
    const m = world.proxy().mutations.http;
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
      a.body = { code: ErrorCode.notAllowedNow, msg: 'not now', data: null };
    });
    world.proxy().mutations.ws = (frame) => {
      if (frame.ch === 'tickers') for (const t of frame.data as Item[]) delete t.last;
      return frame;
    };
    report = await run(world.proxy().url);
    m.clear();
    world.proxy().mutations.ws = undefined;
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

  it('reports an extra field INFO, and null where never allowed ERR (a strict client refuses it)', () => {
    expect(one('common.base', 'extra', 'data.maintenance')?.grade).toBe('INFO');
    expect(one('common.base', 'null', 'data.site_name')?.grade).toBe('ERR');
  });

  it('grades a code the call does not declare, answered to a call made to succeed, ERR and proposes declaring it', () => {
    const f = one('common.noticeView', 'code', 'code');
    expect(f).toMatchObject({ grade: 'ERR', detail: '1009' });
    expect(f?.proposal?.after).toContain('ErrorCode.notAllowedNow');
  });

  it('catches a broken websocket message as ERR in its channel family', () => {
    expect(one('ws.tickers', 'missing', 'data[].last')?.grade).toBe('ERR');
    expect(report.exitCode).toBe(1);
  });
});

describe('drift check of an upstream with the five drifts a strict client breaks on', () => {
  // A silent public channel, an untranslated msg, a negative balance, emptied lists and a token
  // refresh without its header, all at once; the lists are judged against a clean baseline run.
  let report: RunReport;
  let baselineFile = '';
  let before = 0;
  const heard: Array<{ call: string; requests: number }> = [];
  const one = (call: string, kind: string) =>
    findings(report).find((f) => f.call === call && f.kind === kind);

  beforeAll(async () => {
    const proxy = world.proxy();
    baselineFile = join(world.dir(), 'five-baseline.json');
    await run(proxy.url, { ...demo, writeBaseline: baselineFile });
    type Item = Record<string, unknown>;
    const data = (b: unknown) => (b as { data: Item }).data;
    proxy.mutations.ws = (frame) => (frame.ch === 'tickers' ? undefined : frame);
    proxy.mutations.all = (a) => {
      const lang = new URL(a.request.url, 'http://x').searchParams.get('lang');
      if (lang !== 'en-US') (a.body as { msg: string }).msg = enUS.success;
    };
    proxy.mutations.http.set('user/balance', (a) => {
      (data(a.body).usdt as Item).available = '-5.000000';
    });
    proxy.mutations.http.set('common/base', (a) => {
      data(a.body).languages = [];
    });
    proxy.mutations.http.set('common/index', (a) => {
      data(a.body).notices = [];
    });
    proxy.mutations.rotateSession = { header: false, ...demo };
    before = proxy.seen.length;
    report = await run(proxy.url, { ...demo, baseline: baselineFile }, (call: CallReport) => {
      heard.push({ call: call.name, requests: proxy.seen.length });
    });
    proxy.mutations.http.clear();
    proxy.mutations.all = undefined;
    proxy.mutations.ws = undefined;
  });

  it('fails the run', () => {
    expect(report.exitCode).toBe(1);
  });

  it('grades a public channel that sends nothing ERR instead of passing it', () => {
    expect(one('ws.tickers', 'silent')).toMatchObject({ grade: 'ERR', check: 'socket' });
    expect(one('ws.kline', 'silent')).toBeUndefined();
  });

  it('warns when msg is the English text although another language was asked', () => {
    const f = one('common.index', 'untranslated') ?? one('market.list', 'untranslated');
    expect(f).toMatchObject({ grade: 'WARN', path: 'msg' });
    expect(f?.message).toContain(`"${enUS.success}" is en-US`);
    expect(f?.detail).not.toBe('en-US');
  });

  it('catches a negative balance as ERR, the contract saying a balance is never negative', () => {
    const negative = one('user.balance', 'negative');
    expect(negative).toMatchObject({ grade: 'ERR', path: 'data.usdt.available' });
    // The contract is right: no edit that would accept a negative balance is proposed.
    expect(negative?.proposal).toBeUndefined();
  });

  it('catches an emptied list: ERR where the contract says never empty, WARN where the baseline had items', () => {
    expect(one('common.base', 'emptied')).toMatchObject({ grade: 'ERR', path: 'data.languages' });
    const saved = JSON.parse(readFileSync(baselineFile, 'utf8')) as { nonEmpty: string[] };
    expect(saved.nonEmpty).toContain('common.index data.notices');
    expect(one('common.index', 'emptied')).toMatchObject({ grade: 'WARN', path: 'data.notices' });
  });

  it('catches a session renewed without the refresh header as ERR, and carries on logged in again', () => {
    const refresh = findings(report).filter((f) => f.kind === 'refresh');
    expect(refresh).toEqual([
      expect.objectContaining({ grade: 'ERR', diagnosis: 'a missing token-refresh header' }),
    ]);
    const after = report.calls.filter((c) => c.outcome === 'checked' && c.method !== 'WS');
    expect(after.flatMap((c) => c.findings).filter((f) => f.kind === 'call-failed')).toEqual([]);
  });

  it('streams each call as soon as it is checked, not only at the end', () => {
    expect(heard.map((h) => h.call)).toEqual(report.calls.map((c) => c.name));
    // The first calls were heard while the upstream still had most of the requests to come.
    const total = world.proxy().seen.length - before;
    expect((heard[0]?.requests ?? total) - before).toBeLessThan(total / 2);
  });
});
