import { describe, expect, it } from 'vitest';
import { hasChromium, loggedInPage, loginDemo, route, shot, withBrowser } from './harness.ts';
import { useSandbox } from './sandbox.ts';

/** The first number in a text, without thousands separators. */
const numberIn = (text: string | null) =>
  Number((/-?\d[\d,]*(\.\d+)?/.exec(text ?? '')?.[0] ?? 'NaN').replace(/,/g, ''));

describe.skipIf(!hasChromium())(
  'money: asset, exchange and financial records in a phone-sized Chromium',
  () => {
    const b = withBrowser();
    const sandbox = useSandbox(import.meta.url);

    it('lets the demo user hide balances, exchange USDT → CNY and find it in both record lists', async () => {
      const w = sandbox();
      const page = await loggedInPage(b.browser(), await loginDemo(w.baseUrl, w.send), w.name);
      await page.goto(w.url(route('tabbar/asset/index')));
      const usdt = page.locator('[data-testid="available-usdt"]');
      const money = page.locator('[data-testid="available-money"]');
      await expect.poll(() => usdt.textContent()).toMatch(/\d/);
      await expect.poll(() => page.locator('[data-testid="total-cny"]').textContent()).toMatch(/\d/);
      const usdtBefore = numberIn(await usdt.textContent());
      const moneyBefore = numberIn(await money.textContent());
      await shot(page, 'money-asset');

      // Mine shows the same total assets as the Asset tab (both assets, at the quote's rate).
      const total = await page.locator('[data-testid="total-usdt"]').textContent();
      await page.goto(w.url(route('tabbar/mine/index')));
      await expect.poll(() => page.locator('[data-testid="total-usdt"]').textContent()).toBe(total);
      await page.goto(w.url(route('tabbar/asset/index')));
      await expect.poll(() => usdt.textContent()).toMatch(/\d/);

      // The eye hides every balance and is remembered across a reload.
      await page.locator('.eye-toggle').click();
      await expect.poll(() => usdt.textContent()).toBe('****');
      await page.reload();
      await expect.poll(() => usdt.textContent()).toBe('****');
      await shot(page, 'money-asset-hidden');
      await page.locator('.eye-toggle').click();
      await expect.poll(() => usdt.textContent()).toMatch(/\d/);

      // Exchange 100 USDT → CNY: rate, fee and amount received shown as the user types.
      await page.locator('.money-actions [data-action="exchange"]').click();
      // CNY → USDT first, at the inverse rate, then back to USDT → CNY (the swap clears the amount).
      await page.locator('.exchange-swap').click();
      await page.locator('#exchange-amount').fill('72');
      // 72 CNY × 0.5 % = 0.36 is under the minimum fee: the preview shows the 0.72 CNY the server charges.
      await expect.poll(() => page.locator('[data-testid="exchange-fee"]').textContent()).toContain('0.72');
      await expect
        .poll(() => page.locator('[data-testid="exchange-received"]').textContent())
        .toBe('9.899936');
      await shot(page, 'money-exchange-cny-usdt');
      await page.locator('.exchange-swap').click();
      await expect.poll(() => page.locator('[data-testid="exchange-from"]').textContent()).toBe('USDT');
      // From the administrator's threshold (1000 USDT by default) the quote is confirmed first; cancel places nothing.
      await page.locator('#exchange-amount').fill('1500');
      await page.locator('.exchange-form .adm-button-primary').click();
      const confirm = page.getByRole('dialog', { name: 'Confirm the exchange' });
      await expect.poll(() => confirm.getByTestId('confirm-received').textContent()).toBe('10746.00 CNY');
      expect(await confirm.getByTestId('confirm-fee').textContent()).toBe('7.50 USDT');
      await shot(page, 'money-exchange-confirm');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await page.locator('#exchange-amount').fill('100');
      await expect
        .poll(() => page.locator('[data-testid="exchange-rate"]').textContent())
        .toContain('1 USDT = 7.2');
      await expect.poll(() => page.locator('[data-testid="quote-countdown"]').textContent()).toMatch(/\d+/);
      await expect
        .poll(() => page.locator('[data-testid="exchange-fee"]').textContent())
        .toContain('0.50 USDT');
      await expect.poll(() => page.locator('[data-testid="exchange-received"]').textContent()).toBe('716.40');
      await shot(page, 'money-exchange');
      await page.locator('.exchange-form .adm-button-primary').click();
      await expect.poll(() => page.locator('.adm-toast-main').textContent()).toContain('716.40');

      // Records: the exchange in Exchange records, and one record with its three parts in Financial records.
      await page.locator('.page-nav .link-button').click();
      await expect.poll(() => page.locator('.exchange-row').count()).toBe(1);
      await expect.poll(() => page.locator('.exchange-row').textContent()).toContain('+716.40');
      await shot(page, 'money-exchange-records');

      await page.goto(w.url(route('user/mark/index')));
      const exchangeRecord = page.locator('.ledger-row[data-kind="exchange_out"]');
      await expect.poll(() => exchangeRecord.count()).toBe(1);
      await shot(page, 'money-financial-records');
      await expect
        .poll(() =>
          exchangeRecord.locator('.ledger-parts [data-kind="exchange_fee"] .money-out').textContent(),
        )
        .toContain('-0.500000 USDT');
      await page.locator('.mark-filters .adm-dropdown-item').nth(1).click();
      await page.locator('.mark-selector .adm-selector-item', { hasText: 'Exchange in' }).click();
      await expect.poll(() => page.locator('.ledger-row').count()).toBe(1);
      await expect
        .poll(() => page.locator('.ledger-row .ledger-amounts .money-in').textContent())
        .toContain('+716.40');
      await page.locator('.adm-dropdown-popup .adm-mask').waitFor({ state: 'hidden' });
      await shot(page, 'money-financial-records-filtered');

      // Back on the Asset tab: the balances changed by exactly the exchange, and it heads the recent details.
      await page.goto(w.url(route('tabbar/asset/index')));
      await expect.poll(async () => numberIn(await usdt.textContent())).toBeCloseTo(usdtBefore - 100, 6);
      await expect.poll(async () => numberIn(await money.textContent())).toBeCloseTo(moneyBefore + 716.4, 2);
      await expect
        .poll(() => page.locator('.ledger-row').first().getAttribute('data-kind'))
        .toBe('exchange_out');
      await shot(page, 'money-asset-after');
    }, 120_000);

    it('shows an account without balance changes an empty state that leads to Recharge, in Chinese too', async () => {
      const w = sandbox();
      const page = await loggedInPage(b.browser(), await loginDemo(w.baseUrl, w.send), w.name);
      await page.addInitScript(
        (key) => localStorage.setItem(key, JSON.stringify('zh-Hans')),
        w.key('language'),
      );
      // The demo account always has its demo credits: its recent details are answered empty here.
      await page.route('**/api/v1/user/assetsRecent**', (r) =>
        r.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ code: 0, msg: '成功', data: { list: [], page: 1, limit: 20, total: 0 } }),
        }),
      );
      await page.goto(w.url(route('tabbar/asset/index')));
      const action = page.locator('.empty-state button');
      await expect.poll(() => action.textContent()).toBe('立即充值');
      await expect.poll(() => page.locator('.money-actions').textContent()).toContain('资金记录');
      await shot(page, 'money-asset-empty-zh');
      await action.click();
      await expect.poll(() => page.url()).toContain('user/recharge/index');
    }, 60_000);
  },
);
