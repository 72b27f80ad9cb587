import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium, loggedInPage, loginDemo, phone, route, shot, withBrowser } from './harness.ts';
import { startServer } from './test-server.ts';

describe.skipIf(!hasChromium())('the installable app (PWA) in a phone-sized Chromium', () => {
  const { webDist, browser } = withBrowser();

  it('links a manifest with icons, registers a service worker, opens offline from its cache with a translated notice, and offers to reload when a new version is deployed', async () => {
    // A copy of the build, so the test can "deploy" a new service worker without touching web/dist.
    const dist = mkdtempSync(join(tmpdir(), 'pwa-dist-'));
    cpSync(webDist(), dist, { recursive: true });
    const server = await startServer(dist);
    try {
      const page = await loggedInPage(browser(), await loginDemo(server.baseUrl), undefined, phone);
      // The worker (and its precache of every file) waits until the first screen has its data: the
      // page notes when it registers, and the market list's timing says when that data arrived.
      await page.addInitScript(() => {
        const register = ServiceWorkerContainer.prototype.register;
        ServiceWorkerContainer.prototype.register = function (...args) {
          Object.assign(window, { registeredAt: performance.now() });
          return register.apply(this, args);
        };
      });
      await page.goto(`${server.baseUrl}/${route('tabbar/markets/index')}`);
      await page.locator('[data-page="markets"] .ticker-row').first().waitFor();

      // The manifest's link comes with the worker's registration, after the first screen.
      const href = await page.locator('link[rel="manifest"]').getAttribute('href', { timeout: 15_000 });
      const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href ?? '');
      expect(manifest.display).toBe('standalone');
      expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
        expect.arrayContaining(['192x192', '512x512']),
      );
      const icon = await page.evaluate(
        async (src) => (await fetch(src)).headers.get('content-type'),
        manifest.icons[0].src,
      );
      expect(icon).toBe('image/png');

      const scriptUrl = await page.evaluate(
        async () => (await navigator.serviceWorker.ready).active?.scriptURL,
      );
      expect(scriptUrl).toMatch(/\/sw\.js$/);
      const { registeredAt, dataAt } = await page.evaluate(() => ({
        registeredAt: (window as unknown as { registeredAt: number }).registeredAt,
        dataAt: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) =>
          e.name.includes('/api/v1/market/list'),
        )?.responseEnd,
      }));
      expect(dataAt).toBeGreaterThan(0);
      expect(registeredAt).toBeGreaterThan(dataAt ?? Number.POSITIVE_INFINITY);

      // Offline: the notice appears at once, in the user's language; a reload still opens the app.
      await page.context().setOffline(true);
      await page.locator('.offline-notice', { hasText: "You're offline" }).waitFor();
      await page.reload();
      await page.locator('.tab-bar').waitFor();
      await page.locator('.offline-notice').waitFor();
      await shot(page, 'pwa-offline');
      await page.context().setOffline(false);
      await page.locator('.offline-notice').waitFor({ state: 'detached' });

      // A deploy: the service worker changes; the app notices and offers a reload, which switches to it.
      const sw = join(dist, 'sw.js');
      writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// next version\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole('alertdialog', { name: 'A new version is available' });
      await prompt.waitFor();
      await shot(page, 'pwa-update');
      // Listening before the click: the reload can finish before the click's promise settles.
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.locator('.tab-bar').waitFor();
      expect(await prompt.count()).toBe(0);
    } finally {
      await server.stop();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
