import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, loggedInPage, registerViaApi, route, withBrowser } from './harness.ts';
import { type Sandbox, useSandbox } from './sandbox.ts';

/** The API calls the page makes from now on, as `path?query` (the socket and static files are not counted). */
function apiCalls(page: Page): { since: () => () => string[] } {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${url.pathname.replace('/api/v1/', '')}${url.search}`);
  });
  return {
    since: () => {
      const from = calls.length;
      return () => calls.slice(from);
    },
  };
}

/** How many of the user's orders are still open, asked by the test itself (not counted as the page's). */
async function openOrders(world: Sandbox, token: string): Promise<number> {
  const res = await world.fetch('/api/v1/user/newOrderList', {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { trading: unknown[] } }).data.trading.length;
}

/** From the Trade tab: the order dialog filled (up, 30 s, 100 USDT), its own reads done. */
async function fillOrderDialog(page: Page): Promise<void> {
  await page.locator('.order-dialog-link').click();
  await page.locator('[data-testid="available"]', { hasText: 'USDT' }).waitFor();
  await page.locator('.period[data-seconds="30"]').click();
  await page.locator('input[name="amount"]').fill('100');
  await page.waitForLoadState('networkidle');
}

/** Places the order and waits for the Trade tab to show the position. */
async function submitOrder(page: Page): Promise<void> {
  await page.locator('.order-form button[type="submit"]').click();
  await page.locator('[data-page="trade"] [data-testid="countdown"]').first().waitFor();
}

/** The order-dialog POST itself: what a buy costs beyond the call that places it. */
const isBuy = (call: string) => call.startsWith('user/buy');
/** Calls for the user's own data (the ticker feed's `market/list` snapshot belongs to the markets). */
const isOwn = (call: string) => call.startsWith('user/');
const settle = (page: Page) => page.waitForTimeout(1_500);

describe.skipIf(!hasChromium())(
  'pushes and answers written into the cache, in a phone-sized Chromium',
  () => {
    const { browser } = withBrowser();
    const sandbox = useSandbox(import.meta.url);

    it('after a buy from the order dialog the Trade tab shows the position with no further request for it; a settlement causes no request at all and is announced on whichever tab is open', {
      timeout: 150_000,
    }, async () => {
      const w = sandbox();
      const session = await registerViaApi(w.baseUrl, `br${Date.now() % 1e6}`, 'Zq9-secret-42', w.send);
      const page = await loggedInPage(browser(), session, w.name);
      const calls = apiCalls(page);
      await page.goto(w.url(route('tabbar/trade/index')));
      await page.locator('[data-page="trade"] .empty-state').first().waitFor();

      await fillOrderDialog(page);
      const afterSubmit = calls.since();
      await submitOrder(page);
      await settle(page);
      const buy = afterSubmit();
      console.info(`one buy: ${buy.length} calls: ${buy.join(', ')}`);

      const afterShown = calls.since();
      const sheet = page.locator('[data-testid="result-sheet"]');
      // The 30 s pass on the sandbox's clock (its own prices recorded for them), not in real time.
      await w.advance(30_000);
      await sheet.waitFor();
      await settle(page);
      const settlement = afterShown();
      console.info(`one settlement on Trade: ${settlement.length} calls: ${settlement.join(', ')}`);
      await sheet.getByRole('button').click();
      await sheet.waitFor({ state: 'hidden' });

      // A second order settles while the Asset tab is shown: its result is announced there, by push.
      await fillOrderDialog(page);
      await submitOrder(page);
      await page.locator('.tab-item[data-tab="asset"]').click();
      await page.locator('.asset-summary').waitFor();
      await page.waitForLoadState('networkidle');
      const afterAway = calls.since();
      await w.advance(30_000);
      await expect.poll(() => openOrders(w, session.token)).toBe(0);
      await sheet.waitFor();
      await settle(page);
      const away = afterAway();
      console.info(`one settlement off Trade: ${away.length} calls: ${away.join(', ')}`);
      expect(await page.locator('.asset-summary').isVisible()).toBe(true);

      expect(buy.filter(isBuy)).toHaveLength(1);
      expect(buy.filter((c) => isOwn(c) && !isBuy(c))).toEqual([]);
      expect(settlement).toEqual([]);
      expect(away.filter(isOwn)).toEqual([]);
    });
  },
);
