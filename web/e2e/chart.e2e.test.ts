import { describe, expect, it } from 'vitest';
import { hasChromium, loggedInPage, loginDemo, route, shot, withBrowser } from './harness.ts';
import { useSandbox } from './sandbox.ts';

describe.skipIf(!hasChromium())('the product chart in a phone-sized Chromium', () => {
  const { browser } = withBrowser();
  const sandbox = useSandbox(import.meta.url);

  it('fills the height above the trade bar, draws 1s as an area and other intervals as candles, and marks the current pair in the pair list; in Chinese, up is red', async () => {
    const w = sandbox();
    const page = await loggedInPage(browser(), await loginDemo(w.baseUrl, w.send), w.name);
    await page.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify('zh-Hans')),
      w.key('language'),
    );
    await page.goto(w.url(route('product/detail?symbol=ETHUSDT')));
    const chart = page.locator('[data-testid="candle-chart"]');
    await expect.poll(async () => Number(await chart.getAttribute('data-bars'))).toBeGreaterThan(100);
    expect(await chart.getAttribute('data-series')).toBe('candles');

    // No empty band between the chart and the trade bar.
    const card = await page.locator('.chart-card').boundingBox();
    const bar = await page.locator('.trade-bar').boundingBox();
    if (!card || !bar) throw new Error('chart card or trade bar missing');
    expect(bar.y - (card.y + card.height)).toBeLessThan(40);
    expect(card.height).toBeGreaterThan(360);
    // Chinese defaults to red for up (Settings → Theme can change it).
    const upColour = await page
      .locator('.trade-bar .buy-up')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(upColour).toBe('rgb(184, 35, 45)');
    await shot(page, 'chart-5min-zh');

    await page.locator('.interval-tabs [data-interval="1s"]').click();
    const seconds = page.locator('[data-testid="candle-chart"][data-interval="1s"]');
    await expect.poll(async () => Number(await seconds.getAttribute('data-bars'))).toBeGreaterThan(60);
    expect(await seconds.getAttribute('data-series')).toBe('area');
    await shot(page, 'chart-1s-zh');

    await page.locator('.pair-switch').click();
    await page.locator('.product-list-dialog .ticker-row').first().waitFor();
    await shot(page, 'pair-list');
    const current = page.locator('[aria-current="true"] .ticker-row');
    await current.waitFor();
    expect(await current.getAttribute('data-symbol')).toBe('ETHUSDT');
  });
});
