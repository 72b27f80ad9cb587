import { describe, expect, it } from 'vitest';
import { builtWeb, hasChromium, launchBrowser, loggedInPage, loginDemo, phone, route } from './harness.ts';
import { startServer } from './test-server.ts';

describe.skipIf(!hasChromium())(
  'the app served over HTTPS (TLS_CERT_FILE, TLS_KEY_FILE) in a phone-sized Chromium',
  () => {
    // Only the build: the test launches its own browser, one that trusts the server's certificate.
    const webDist = builtWeb();

    it('loads the first screen over HTTP/2, streams live prices over the websocket, and installs its service worker', async () => {
      const server = await startServer(webDist, { https: true });
      // A browser that trusts the test certificate (by its key), as a phone trusts a real one.
      const browser = await launchBrowser([`--ignore-certificate-errors-spki-list=${server.spki}`]);
      try {
        const page = await loggedInPage(
          browser,
          await loginDemo(server.baseUrl, server.send),
          undefined,
          phone,
        );
        await page.goto(`${server.baseUrl}/${route('tabbar/markets/index')}`);
        const firstPrice = page.locator('[data-page="markets"] .ticker-row').first().locator('.ticker-price');
        await firstPrice.waitFor();

        const protocols = await page.evaluate(() =>
          [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
            (e) => `${(e as PerformanceResourceTiming).nextHopProtocol} ${new URL(e.name).pathname}`,
          ),
        );
        expect(protocols.length).toBeGreaterThan(10);
        expect(protocols.filter((p) => !p.startsWith('h2 '))).toEqual([]);

        // The websocket (over HTTP/1.1 on the same port) connects, and the prices move with its ticks.
        await page.locator('.conn-badge[data-state="connected"]').waitFor();
        const before = await firstPrice.textContent();
        await expect.poll(() => firstPrice.textContent(), { timeout: 10_000 }).not.toBe(before);

        const scriptUrl = await page.evaluate(
          async () => (await navigator.serviceWorker.ready).active?.scriptURL,
        );
        expect(scriptUrl).toBe(`${server.baseUrl}/sw.js`);
      } finally {
        await browser.close();
        await server.stop();
      }
    });
  },
);
