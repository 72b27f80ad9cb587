import { describe, expect, it } from 'vitest';
import { hasChromium, loggedInPage, registerViaApi, route, shot, withBrowser } from './harness.ts';
import { useSandbox } from './sandbox.ts';

describe.skipIf(!hasChromium())('the order dialog in a phone-sized Chromium', () => {
  const { browser } = withBrowser();
  const sandbox = useSandbox(import.meta.url);

  it('fills the stake from a preset, switches direction, remembers symbol, period and stake, and returns where a deep link came from', async () => {
    const w = sandbox();
    const session = await registerViaApi(w.baseUrl, `od${Date.now() % 1e6}`, 'Zq9-secret-42', w.send);
    const page = await loggedInPage(browser(), session, w.name);
    const from = encodeURIComponent('/app/pages/product/detail?symbol=ETHUSDT');
    await page.goto(w.url(route(`trade/orderDialog?symbol=ETHUSDT&direction=up&from=${from}`)));
    await page.locator('[data-testid="available"]', { hasText: 'USDT' }).waitFor();

    await page.locator('.dir-option[data-direction="down"]').click();
    expect(await page.locator('.dir-option[data-direction="down"]').getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.locator('.period[data-seconds="60"]').click();
    const amount = page.locator('input[name="amount"]');
    await page.locator('.preset-chip[data-preset="100"]').click();
    const max = Number(await amount.inputValue());
    await page.locator('.preset-chip[data-preset="25"]').click();
    expect(Number(await amount.inputValue())).toBeCloseTo(max / 4, 1);
    await amount.fill('120');
    await shot(page, 'order-dialog');
    await page.locator('.order-form button[type="submit"]').click();

    // Back where the link came from, not one step back in a history that does not exist.
    await page.waitForURL(/product\/detail\?symbol=ETHUSDT/);

    // Opened again without a symbol: the last symbol, period and stake are offered.
    await page.goto(w.url(route('trade/orderDialog')));
    await page.locator('[data-testid="available"]', { hasText: 'USDT' }).waitFor();
    await page.locator('.period[data-seconds="60"][aria-pressed="true"]').waitFor();
    expect(await page.locator('input[name="amount"]').inputValue()).toBe('120');
    await expect.poll(() => page.locator('.dialog-head .price-name').textContent()).toContain('ETH');
  });
});
