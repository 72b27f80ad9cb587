import { describe, expect, it } from 'vitest';
import {
  chunkOf,
  hasChromium,
  loggedInPage,
  loginDemo,
  route,
  shot,
  startServer,
  withBrowser,
} from './harness.ts';

describe.skipIf(!hasChromium())('failure states in a phone-sized Chromium', () => {
  const { webDist, browser } = withBrowser();

  it('shows "Loading failed, click to reload" when a page chunk cannot load, keeps the tab bar, and recovers in place once the network is back', async () => {
    const server = await startServer(webDist());
    try {
      const page = await loggedInPage(browser(), await loginDemo(server.baseUrl));
      await page.goto(`${server.baseUrl}/${route('tabbar/index/index')}`);
      await page.locator('[data-page="home"] .ticker-row').first().waitFor();
      // The popup notice shows once on a fresh account; it would cover the tab bar.
      await page.getByRole('button', { name: 'Got it' }).click();
      // A marker that a full reload would wipe out.
      await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

      // The Markets page's chunk now fails, as on a flaky network. (Chromium remembers a module whose
      // fetch failed and fails it again at once, so the app retries it at a new address; a shared chunk
      // that failed is remembered the same way, and for that case a later tap reloads the page.)
      const blocked = chunkOf(webDist(), 'src/pages/tabbar/markets/index.tsx');
      await page.route(blocked, (r) => r.abort('internetdisconnected'));
      await page.locator('.tab-item[data-tab="markets"]').click();
      const retry = page.getByRole('button', { name: 'Loading failed, click to reload' });
      await retry.waitFor();
      expect(await page.locator('.tab-bar').isVisible()).toBe(true);
      await shot(page, 'chunk-failed');

      await page.unroute(blocked);
      await retry.click();
      await page.locator('[data-page="markets"] .ticker-row').first().waitFor();
      expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
      await shot(page, 'chunk-recovered');
    } finally {
      await server.stop();
    }
  });
});
