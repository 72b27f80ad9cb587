import type { Page } from 'playwright-core';
import { paths } from '../src/app/paths.ts';

/**
 * The layout sweep's states beyond a route's first look (issue #26): keyed by route, each one drives the
 * page there as a user would (`open`, which throws when the state cannot be reached), the sweep audits
 * it, and `close` puts the page back. A new state is one entry. They rely on the demo data of
 * layout-seed.ts (orders, a USDT recharge, an exchange, an Earn order, a bound card without a USDT
 * address and a fund password).
 */
export interface LayoutState {
  /** Names it in a finding. */
  name: string;
  /** Names its screenshot (SHOTS_DIR). */
  id: string;
  open: (page: Page) => Promise<void>;
  /**
   * It goes by itself (a toast): after the resize to the other size it is opened again, as it may be gone
   * by then. Other states stay open across the resize.
   */
  goesBy?: boolean;
  close?: (page: Page) => Promise<void>;
}

/** Waits until an animated overlay (a dialog, a sheet, a toast) has come fully in: opaque and on screen. */
async function fullyIn(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().waitFor();
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    if (r.top < -0.5 || r.bottom > innerHeight + 0.5) return false;
    for (let e: Element | null = el; e; e = e.parentElement) {
      if (getComputedStyle(e).opacity !== '1') return false;
    }
    return true;
  }, selector);
}

/** Scrolls a record into view (for the screenshot; the audit looks at the whole page anyway). */
async function recordShown(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
}
const scrolledBack = (page: Page) =>
  page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll('.tab-page, .page-body, .adm-page'))) {
      el.scrollTop = 0;
    }
    scrollTo(0, 0);
  });

const exchangeRecord: LayoutState = {
  name: 'an exchange record with its sold, fee and received parts',
  id: 'exchange-record',
  open: (page) => recordShown(page, '.ledger-row:has(.ledger-parts [data-kind="exchange_in"])'),
  close: scrolledBack,
};

/** The quick order's choice before the state changed it, to put it back (per page: two sweeps run at once). */
const quickOrders = new WeakMap<Page, { seconds: string | null; amount: string }>();

export const layoutStates: Readonly<Record<string, readonly LayoutState[]>> = {
  [paths.markets]: [
    {
      // Kept per account on the device: starred once, then the Favourites and All tabs show in every language.
      name: 'a starred pair',
      id: 'starred',
      open: async (page) => {
        // The list comes with the live tickers; a star already on is not pressed again (that would unstar it).
        await page.locator('.fav-star').first().waitFor();
        if ((await page.locator('.fav-star.on').count()) === 0) {
          await page.locator('.fav-star:not(.on)').first().click();
        }
        await page.locator('.market-tabs').waitFor();
      },
    },
  ],
  [paths.trade]: [
    {
      // The chart is a lazy chunk that draws once its candles arrive: the seeded position's marker follows.
      name: "the chart's marks of an open position",
      id: 'chart-marks',
      open: (page) => page.locator('[data-testid="expiry-marker"]').first().waitFor({ timeout: 10_000 }),
    },
    {
      name: 'another period chip and an amount preset chosen, with the payout',
      id: 'chips',
      open: async (page) => {
        quickOrders.set(page, {
          seconds: await page.locator('.period-chip.active').getAttribute('data-seconds'),
          amount: await page.locator('.quick-input').inputValue(),
        });
        await page.locator('.period-chip:not(.active)').last().click();
        await page.locator('.quick-order .preset-chip[data-preset="50"]').click();
        await page.locator('.period-chip.active').waitFor();
      },
      close: async (page) => {
        const quickOrder = quickOrders.get(page);
        if (!quickOrder) return;
        await page.locator(`.period-chip[data-seconds="${quickOrder.seconds}"]`).click();
        await page.locator('.quick-input').fill(quickOrder.amount);
      },
    },
    {
      name: "the order's confirmation",
      id: 'confirm',
      open: async (page) => {
        await page.locator('.quick-order .buy-up').click();
        await fullyIn(page, '.adm-center-popup-wrap');
      },
      close: async (page) => {
        const dialog = page.locator('.adm-dialog-body');
        await dialog.locator('.adm-dialog-footer button').first().click();
        await dialog.waitFor({ state: 'detached' });
      },
    },
  ],
  [paths.orderDialog]: [
    {
      name: "a stake out of range, with the spec's message",
      id: 'out-of-range',
      goesBy: true,
      open: async (page) => {
        await page.locator('.order-form input[name="amount"]').fill('99999999');
        await page.locator('.order-form button[type="submit"]').click();
        await fullyIn(page, '.adm-toast-main');
      },
      // The toast goes with the route change (every route change hides feedback); the field is emptied.
      close: (page) => page.locator('.order-form input[name="amount"]').fill(''),
    },
  ],
  [paths.asset]: [exchangeRecord],
  [paths.mark]: [exchangeRecord],
  [paths.withdraw]: [
    {
      // The demo's card has no USDT address: USDT shows the way to one, CNY the form and its checks.
      name: 'a CNY amount out of range, refused before the fund password',
      id: 'cny-out-of-range',
      open: async (page) => {
        await page.locator('.cash-asset .adm-selector-item').nth(1).click();
        await page.locator('[data-testid="withdraw-amount"] input').fill('1');
        await page.locator('[data-testid="withdraw-range"][data-failing="true"]').waitFor();
        await page.locator('[data-testid="withdraw-refusal"]').waitFor();
      },
      close: async (page) => {
        await page.locator('[data-testid="withdraw-amount"] input').fill('');
        await page.locator('.cash-asset .adm-selector-item').nth(0).click();
        await page.locator('[data-testid="withdraw-requirement"]').waitFor();
      },
    },
  ],
  [paths.recharge]: [
    {
      name: 'USDT chosen, with an amount and a transaction hash',
      id: 'usdt-hash',
      open: async (page) => {
        await page.locator('.adm-tabs-tab').first().click();
        const hash = page.locator('section[aria-label="USDT"] input[maxlength="66"]');
        // The hint names the network the hash is checked for.
        await page.waitForFunction(() =>
          /TRC20|ERC20/.test(
            document.querySelector('input[maxlength="66"]')?.getAttribute('placeholder') ?? '',
          ),
        );
        await page.locator('[data-testid="recharge-amount"] input').fill('100');
        await hash.fill('ab'.repeat(32));
      },
      close: async (page) => {
        await page.locator('[data-testid="recharge-amount"] input').fill('');
        await page.locator('section[aria-label="USDT"] input[maxlength="66"]').fill('');
      },
    },
  ],
  [paths.rechargeList]: [
    {
      name: 'a USDT recharge with its confirmations',
      id: 'confirmations',
      open: (page) => recordShown(page, '[data-testid="confirmations"]'),
    },
  ],
  [paths.exchange]: [
    {
      name: "a large exchange's confirmation with the quote's numbers",
      id: 'large-confirm',
      open: async (page) => {
        await page.locator('#exchange-amount').fill('2000');
        await page.locator('.exchange-form > .adm-button').click();
        await fullyIn(page, '.exchange-confirm-body');
        await page.locator('[data-testid="confirm-received"]').waitFor();
      },
      close: async (page) => {
        await page.locator('.exchange-confirm-actions .adm-button').first().click();
        await page.locator('.exchange-confirm-body').waitFor({ state: 'hidden' });
        await page.locator('#exchange-amount').fill('');
      },
    },
  ],
  [paths.earnDetail]: [
    {
      name: 'the terms (APR, the cycle total, the risk note) and an amount with its estimate',
      id: 'terms-estimate',
      open: async (page) => {
        for (const part of ['[data-testid="earn-apr"]', '[data-testid="earn-cycle-total"]', '.earn-risk']) {
          await page.locator(part).waitFor();
        }
        await page.locator('.earn-form input[name="amount"]').fill('500');
        await page.locator('[data-testid="earn-estimate"]').waitFor();
      },
      close: (page) => page.locator('.earn-form input[name="amount"]').fill(''),
    },
  ],
};
