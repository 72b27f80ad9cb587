import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, loggedInPage, loginDemo, shot } from './harness.ts';
import { useSandbox } from './sandbox.ts';

const route = (path: string) => `#/app/pages/${path}`;
/** The number shown in a labelled cell. */
const numberIn = (text: string) => /\d[\d,.]*\d/.exec(text)?.[0] ?? 'no number';
let browser: Browser;

describe.skipIf(!hasChromium())('timed trading in a phone-sized Chromium', () => {
  const sandbox = useSandbox(import.meta.url);
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lets the demo user buy more for 30 s, see the result and the balance change, and find the order in Order records', async () => {
    const w = sandbox();
    const page = await loggedInPage(browser, await loginDemo(w.baseUrl, w.send), w.name);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(String(error)));
    const balanceCard = page.locator('[data-testid="balance"]');
    await page.goto(w.url(route('tabbar/mine/index')));
    const before = await balanceCard.textContent();

    await page.goto(w.url(route('tabbar/trade/index')));
    await page.locator('.order-dialog-link').click();
    await page.locator('.period[data-seconds="30"]').click();
    await page.locator('input[name="amount"]').fill('100');
    await page.locator('.order-form button[type="submit"]').click();

    // Back on the trade tab: the position counts down from the server's time.
    const countdown = page.locator('[data-testid="countdown"]').first();
    await countdown.waitFor();
    const first = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(first);

    // The live P&L: the win profit in the up colour while winning, the stake lost in the down colour.
    const pnl = page.locator('[data-testid="unrealised"] strong > span').first();
    await expect.poll(() => pnl.getAttribute('class')).toMatch(/pnl-(up|down|flat)/);
    const tone = await pnl.getAttribute('class');
    const text = (await pnl.textContent()) ?? '';
    if (tone === 'pnl-up') expect(text).toBe('+80.000000');
    if (tone === 'pnl-down') expect(text).toBe('-100.000000');
    if (tone === 'pnl-flat') expect(text).toBe('0.000000');
    await shot(page, 'open-position');

    // Leaving Trade with the position open takes its chart and the position's marks down cleanly, and the
    // result is announced on the tab the user went to.
    await page.locator('.tab-bar').getByRole('button', { name: 'Asset' }).click();
    await page.locator('[data-page="asset"]').waitFor();
    const sheet = page.locator('[data-testid="result-sheet"]');
    // Instead of waiting out the 30 s in real time, the sandbox's clock moves past the expiry: its own
    // price model records the skipped seconds and the settler settles against them.
    await w.advance(30_000);
    await sheet.waitFor();
    const strike = (await sheet.locator('[data-testid="result-strike"]').textContent()) ?? '';
    const close = (await sheet.locator('[data-testid="result-close"]').textContent()) ?? '';
    expect(strike).toMatch(/\d/);
    expect(close).toMatch(/\d/);
    await sheet.getByRole('button').click();
    await sheet.waitFor({ state: 'hidden' });

    await page.goto(w.url(route('tabbar/mine/index')));
    await expect.poll(() => balanceCard.textContent()).not.toBe(before);

    await page.goto(w.url(route('user/order/index')));
    await page.getByRole('tab', { name: /closed|history/i }).click();
    const card = page.locator('[data-status="closed"] [data-testid="order-card"]').first();
    await card.waitFor();
    expect(await card.locator('[data-testid="strike"]').textContent()).toContain(numberIn(strike));
    expect(await card.locator('[data-testid="close"]').textContent()).toContain(numberIn(close));
    // P&L and result in the theme's colours.
    expect(await card.locator('[data-testid="pnl"] strong > span').getAttribute('class')).toMatch(
      /pnl-(up|down|flat)/,
    );
    expect(await card.locator('[data-testid="result"] strong > span').getAttribute('class')).toMatch(
      /result-(win|loss|draw)/,
    );
    await shot(page, 'order-records');
    expect(pageErrors).toEqual([]);
  });
});
