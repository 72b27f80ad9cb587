import { api, ErrorCode } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../../seed/seed.ts';
import { envelopeOf, makeApp } from '../../test/harness.ts';
import { adminConfigSchema } from '../settings/admin-config.ts';
import { settingsService } from '../settings/settings.service.ts';
import { contentRepository } from './content.repository.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp();
  await seed({ ...t.deps, settings: settingsService(t.deps.database) });
});
afterEach(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });

describe('common/base', () => {
  it('serves the client config with the websocket path, whatever host was asked', async () => {
    const res = await get('common/base', { host: 'demo.example.com' });
    const data = api.common.base.data.parse(envelopeOf(res).data);
    expect(data.wss).toBe('/ws');
    expect(data.languages).toHaveLength(13);
    expect(data.customer_service.channels).toHaveLength(3);
    // Each channel says where its link opens: the app's webview or outside. LINE refuses to be framed, so
    // it opens outside the in-app frame.
    expect(data.customer_service.channels.map((c) => [c.key, c.open])).toEqual([
      ['telegram', 'external'],
      ['whatsapp', 'external'],
      ['line', 'external'],
    ]);
    expect(data.server_time).toBe(t.clock.now());
  });

  it('follows the administrator switches for recharge and withdraw', async () => {
    const settings = settingsService(t.deps.database);
    await settings.update({ recharge_open: false });
    const other = await makeApp();
    try {
      // A second app on its own database still has the defaults: the switch lives in the data.
      expect(
        api.common.base.data.parse(envelopeOf(await other.app.inject({ url: '/api/v1/common/base' })).data)
          .recharge_open,
      ).toBe(true);
    } finally {
      await other.close();
    }
    expect((await settings.get()).recharge_open).toBe(false);
  });
});

describe('customer service configuration', () => {
  it('defaults a channel written without `open` to outside the app', async () => {
    await settingsService(t.deps.database).update({
      customer_service: adminConfigSchema.shape.customer_service.parse({
        channels: [{ key: 'mail', name: 'Mail', link: 'https://example.com/help', qrcode: null }],
        qrcode: null,
      }),
    });
    const other = api.common.base.data.parse(envelopeOf(await get('common/base')).data);
    expect(other.customer_service).toEqual({
      channels: [
        { key: 'mail', name: 'Mail', link: 'https://example.com/help', open: 'external', qrcode: null },
      ],
      qrcode: null,
    });
  });
});

describe('notices', () => {
  it('common/index gives banners, the latest notices and the popup notice', async () => {
    const data = api.common.index.data.parse(envelopeOf(await get('common/index')).data);
    expect(data.banners.length).toBeGreaterThan(0);
    expect(data.notices.length).toBeGreaterThan(0);
    expect(data.popup?.title).toBe('Welcome to the demo exchange');
  });

  it('lists notices newest first, by page and by kind', async () => {
    const all = api.common.noticeList.data.parse(
      envelopeOf(await get('common/noticeList?page=1&limit=2')).data,
    );
    expect(all.list).toHaveLength(2);
    expect(all.total).toBe(5);
    const [first, second] = all.list;
    expect(first?.release_time ?? 0).toBeGreaterThan(second?.release_time ?? Number.POSITIVE_INFINITY);
    const ann = api.common.noticeList.data.parse(
      envelopeOf(await get('common/noticeList?kind=announcement')).data,
    );
    expect(ann.list.every((n) => n.kind === 'announcement')).toBe(true);
  });

  it('views one notice by id and says so when the id does not exist', async () => {
    const ok = api.common.noticeView.data.parse(envelopeOf(await get('common/noticeView?id=1')).data);
    expect(ok.content).toContain('<p>');
    expect(envelopeOf(await get('common/noticeView?id=999'))).toMatchObject({
      code: ErrorCode.notFound,
      msg: 'The notice ID does not exist, Please try again',
    });
    expect(envelopeOf(await get('common/noticeView?id=abc')).code).toBe(ErrorCode.invalidInput);
  });

  it('stores notice HTML sanitized: scripts and javascript links are gone', async () => {
    await t.deps.database.write((tx) =>
      contentRepository.insertNotice(tx, {
        kind: 'notice',
        title: 'x',
        author: 'y',
        releaseTime: t.clock.now(),
        content: '<p onclick="steal()">hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>',
      }),
    );
    const data = api.common.noticeView.data.parse(envelopeOf(await get('common/noticeView?id=6')).data);
    expect(data.content).not.toMatch(/script|onclick|javascript:/);
    expect(data.content).toContain('hi');
  });
});

describe("notices and banners in the reader's language", () => {
  const index = async (lang: string) =>
    api.common.index.data.parse(envelopeOf(await get(`common/index?lang=${lang}`)).data);

  it("shows what the administrator wrote in the request's language, English otherwise", async () => {
    const de = await index('de');
    expect(de.popup?.title).toBe('Willkommen an der Demo-Börse');
    expect(de.popup?.content).toContain('Demo-Umgebung');
    expect(de.banners[0]).toMatchObject({ title: 'BTC in 30 Sekunden handeln', tone: 'blue' });
    // Written only in English: the German reader gets the English.
    const other = de.notices.find((n) => n.id === 2);
    expect(other?.title).toBe('New trading pairs: AVAX, LINK and DOT');
    const zh = api.common.noticeView.data.parse(
      envelopeOf(await get('common/noticeView?id=1', { lang: 'zh-Hans' })).data,
    );
    expect(zh.title).toBe('欢迎来到演示交易所');
  });

  it('never takes a prototype member for a language', async () => {
    for (const lang of ['constructor', '__proto__', 'toString']) {
      expect((await index(lang)).popup?.title).toBe('Welcome to the demo exchange');
    }
  });

  it('draws banners as text on a tone: no picture carries words', async () => {
    for (const b of (await index('en-US')).banners) {
      expect(Object.keys(b).sort()).toEqual(['id', 'link', 'subtitle', 'title', 'tone']);
      expect(b.subtitle).not.toBe('');
    }
  });

  it("raises a notice's version with every edit, and sanitizes every language's HTML", async () => {
    await t.deps.database.write((tx) =>
      contentRepository.updateNotice(tx, 1, {
        translations: { fr: { title: 'Bonjour', content: '<p>ok<script>x()</script></p>' } },
      }),
    );
    const fr = api.common.noticeView.data.parse(envelopeOf(await get('common/noticeView?id=1&lang=fr')).data);
    expect(fr).toMatchObject({ title: 'Bonjour', content: '<p>ok</p>', version: 2 });
  });
});

describe('errors and headers', () => {
  it('answers an unknown API path with the envelope and 404', async () => {
    const res = await get('nope/nothing');
    expect(res.statusCode).toBe(404);
    expect(envelopeOf(res).code).toBe(ErrorCode.notFound);
  });

  it('sends security headers', async () => {
    const res = await get('common/base');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document and its browsable UI at /api/docs', async () => {
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/api/v1/user/buy'].post.operationId).toBe('user.buy');
  });
});

describe('demo assets', () => {
  it('serves every QR code and page the seed and the default config point to', async () => {
    const base = api.common.base.data.parse(envelopeOf(await get('common/base')).data);
    const paths = [
      ...base.customer_service.channels.flatMap((c) => (c.qrcode ? [c.qrcode] : [])),
      base.agreement_url,
      base.privacy_url,
    ];
    for (const path of paths) expect((await t.app.inject({ url: path })).statusCode, path).toBe(200);
  });
});
