import { adminTokenHeader, type ProxyReport } from '@app/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, route, shot, testPhone, withBrowser } from './harness.ts';
import { startServer } from './test-server.ts';

/** The `ch` of every frame the page's websockets receive. */
function channelsOf(page: Page): string[] {
  const channels: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) =>
      channels.push((JSON.parse(String(payload)) as { ch: string }).ch),
    ),
  );
  return channels;
}

describe.skipIf(!hasChromium())('the app through the checking proxy (UPSTREAM_URL)', () => {
  const { webDist, browser } = withBrowser();

  it('logs in and shows live prices that arrive from the upstream through the proxy, every answer checked', async () => {
    const upstream = await startServer(webDist());
    const proxy = await startServer(webDist(), { env: { UPSTREAM_URL: upstream.baseUrl } });
    try {
      const page = await (await browser().newContext(testPhone)).newPage();
      const channels = channelsOf(page);
      const sockets: string[] = [];
      page.on('websocket', (ws) => sockets.push(ws.url()));
      await page.goto(`${proxy.baseUrl}/${route('user/login')}`);
      // The seeded demo account exists only upstream: the proxy has no money modules of its own.
      await page.locator('input[name="username"]').fill('demo');
      await page.locator('input[name="password"]').fill('demo123456');
      await page.locator('input[name="agree"]').check();
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.hash.startsWith(route('tabbar/index')));
      // A fresh browser has not seen the seeded popup notice: Home opens it, and the user closes it first
      // (it covers the tab bar; clicking Markets before it opened only raced it).
      await page.waitForURL(/index\/noticeDialog/);
      await page.locator('[data-action="close-notice"]').click();
      await page.locator('[data-page="home"]').waitFor();

      await page.locator('.tab-item[data-tab="markets"]').click();
      const btc = page.locator('.ticker-row[data-symbol="BTCUSDT"] .price[data-price]');
      await btc.waitFor();
      const prices = () =>
        page.$$eval('.ticker-row .price', (els) => els.map((e) => e.getAttribute('data-price')).join('|'));
      const before = await prices();
      await expect.poll(prices, { timeout: 10_000, interval: 200 }).not.toBe(before);
      await page.locator('.conn-badge[data-state="connected"]').waitFor();
      await shot(page, 'proxy-markets');
      expect(sockets.every((url) => url.startsWith(proxy.baseUrl.replace('http', 'ws')))).toBe(true);
      expect(channels).toContain('tickers');

      const res = await fetch(`${proxy.baseUrl}/__admin/proxy`, {
        headers: { [adminTokenHeader]: proxy.adminToken },
      });
      const report = (await res.json()) as ProxyReport;
      expect(report.upstream).toBe(upstream.baseUrl);
      const seen = Object.fromEntries(report.checked.map((c) => [c.name, c.worst]));
      expect(seen).toMatchObject({ 'user.login': 'ok', 'ws out tickers': 'ok' });
      expect(report.grades.err ?? 0).toBe(0);
    } finally {
      await proxy.stop();
      await upstream.stop();
    }
  });
});
