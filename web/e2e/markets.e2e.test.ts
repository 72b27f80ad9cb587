import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWeb, hasChromium, launchBrowser, loggedInPage, registerViaApi } from './harness.ts';
import { useSandbox } from './sandbox.ts';
import { startServer } from './test-server.ts';

const route = (path: string) => `#/app/pages/${path}`;
/** Set SHOTS_DIR to also save 375×812 screenshots of the screens in light and dark. */
const shots = process.env.SHOTS_DIR;
let webDist: string;
let browser: Browser;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(shots, `${name}.png`) });
}

const priceOf = (page: Page, symbol: string) =>
  page.locator(`.ticker-row[data-symbol="${symbol}"] .price`).getAttribute('data-price');

describe.skipIf(!hasChromium())('live markets in a phone-sized Chromium', () => {
  const sandbox = useSandbox(import.meta.url);

  beforeAll(async () => {
    webDist = builtWeb();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows moving prices on Markets and candles on the BTC detail after switching to 1Min', async () => {
    const w = sandbox();
    const session = await registerViaApi(w.baseUrl, `mk${Date.now() % 1e6}`, 'Zq9-secret1', w.send);
    for (const theme of ['light', 'dark']) {
      const page = await loggedInPage(browser, session, w.name);
      await page.addInitScript(({ key, t }) => localStorage.setItem(key, JSON.stringify(t)), {
        key: w.key('theme'),
        t: theme,
      });
      await page.goto(w.url(route('tabbar/index/index')));
      await page.locator('.ticker-row').first().waitFor();
      await shoot(page, `home-${theme}`);
      // The popup notice shows once per notice id.
      await page.getByRole('button', { name: 'Got it' }).click();
      await shoot(page, `home-${theme}-closed`);

      await page.locator('.tab-item[data-tab="markets"]').click();
      const btc = page.locator('.ticker-row[data-symbol="BTCUSDT"] .price[data-price]');
      await btc.waitFor();
      const rows = page.locator('[data-page="markets"] .ticker-row');
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(12);
      const prices = () =>
        page.$$eval('.ticker-row .price', (els) => els.map((e) => e.getAttribute('data-price')).join('|'));
      const before = await prices();
      await expect.poll(prices, { timeout: 3_000, interval: 200 }).not.toBe(before);
      await page.locator('.conn-badge[data-state="connected"]').waitFor();
      await shoot(page, `markets-${theme}`);

      await page.goto(w.url(`${route('product/detail')}?symbol=BTCUSDT`));
      const kline = page.waitForResponse((r) => r.url().includes('market/kline') && r.url().includes('1Min'));
      await page.locator('.interval-tabs [data-interval="1Min"]').click();
      const body = (await (await kline).json()) as { code: number; data: unknown[] };
      expect(body.code).toBe(0);
      expect(body.data.length).toBeGreaterThan(100);
      const chart = page.locator('[data-testid="candle-chart"][data-interval="1Min"]');
      await expect.poll(async () => Number(await chart.getAttribute('data-bars'))).toBeGreaterThan(100);
      expect(await chart.locator('canvas').count()).toBeGreaterThan(0);
      await shoot(page, `detail-${theme}`);
      await page.context().close();
    }
  });

  // A process of its own: the test stops the server and starts it again (docs/perf/tests.md).
  it('shows reconnecting while the server is down and recovers when it is back on the same port', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'markets-e2e-'));
    const databaseUrl = `file:${join(dir, 'app.db')}`;
    let server = await startServer(webDist, { databaseUrl });
    try {
      const session = await registerViaApi(server.baseUrl, `rc${Date.now() % 1e6}`, 'Zq9-secret1');
      const page = await loggedInPage(browser, session);
      await page.goto(`${server.baseUrl}/${route('tabbar/markets/index')}`);
      const badge = page.locator('.conn-badge');
      await page.locator('.conn-badge[data-state="connected"]').waitFor();
      await server.stop();
      await page.locator('.conn-badge[data-state="reconnecting"]').waitFor({ timeout: 10_000 });
      server = await startServer(webDist, { databaseUrl, port: server.port });
      await page.locator('.conn-badge[data-state="connected"]').waitFor({ timeout: 30_000 });
      expect(await badge.getAttribute('data-state')).toBe('connected');
      const before = await priceOf(page, 'BTCUSDT');
      await expect.poll(() => priceOf(page, 'BTCUSDT'), { timeout: 5_000 }).not.toBe(before);
      await page.context().close();
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
