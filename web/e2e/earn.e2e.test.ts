import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hasChromium, loggedInPage, loginDemo, route, shot, withBrowser } from './harness.ts';
import { callApi, type Sandbox, useSandbox } from './sandbox.ts';
import { serverCommand } from './test-server.ts';

const serverDir = fileURLToPath(new URL('../../server', import.meta.url));
const day = 86_400_000;

interface Entry {
  id: number;
  kind: string;
  amount: number;
  locked_amount: number;
  ref: string;
}
interface Part {
  id: number;
  kind: string;
  amount: string;
  locked_amount: string;
}
interface FinancialRecord {
  ref: string | null;
  parts: Part[];
}

const micro = (decimal: string) => Math.round(Number(decimal) * 1_000_000);

const call = (w: Sandbox, token: string, path: string, body?: Record<string, string>) =>
  callApi(w, path, { token, body });

/**
 * The demo user's Earn ledger entries, oldest first, as the financial records call gives them (each
 * record's entries carry its `ref`: the order, and for interest its day).
 */
async function earnLedger(w: Sandbox, token: string): Promise<Entry[]> {
  const records: FinancialRecord[] = [];
  for (let page = 1; ; page++) {
    const data = await call(w, token, `user/markList?page=${page}&limit=100`);
    const list = data.list as FinancialRecord[];
    records.push(...list);
    if (records.length >= (data.total as number) || list.length === 0) break;
  }
  return records
    .flatMap((r) => r.parts.map((p) => ({ ...p, ref: r.ref ?? '' })))
    .filter((e) => e.kind.startsWith('earn'))
    .map((e) => ({ ...e, amount: micro(e.amount), locked_amount: micro(e.locked_amount) }))
    .sort((a, b) => a.id - b.id);
}

/** Moves the sandbox's (frozen) clock to just past the first interest day of an order starting at `startsAt`. */
async function pastFirstDay(w: Sandbox, startsAt: number): Promise<void> {
  const { now } = (await (await w.admin('/__admin/clock')).json()) as { now: number };
  await w.advance(startsAt + day + 1_000 - now);
}

describe.skipIf(!hasChromium())(
  'Earn in a phone-sized Chromium (its sandbox clock moved a day at a time)',
  () => {
    const env = withBrowser();
    const sandbox = useSandbox(import.meta.url);

    it('subscribes, sees interest paid and the balance rise, one order settle, and redeems another order at the penalty shown first', async () => {
      const w = sandbox();
      // The sandbox's clock stands still unless the test moves it, so each Earn day passes exactly when told.
      await w.freeze();
      const session = await loginDemo(w.baseUrl, w.send);
      // A one-day cycle (set with `pnpm admin` on this sandbox of the running server) so an order matures.
      execFileSync(process.execPath, [...serverCommand('admin'), 'earn', 'edit', '3', 'cycle_days', '1'], {
        cwd: serverDir,
        env: { ...process.env, ...w.adminEnv },
        stdio: 'pipe',
      });
      const short = await call(w, session.token, 'earn/buy', { id: '3', amount: '500' });
      const shortStatus = async () => (await call(w, session.token, `earn/order?id=${short.id}`)).status;
      expect(await shortStatus()).toBe('hosting');
      // A day later (the sandbox's clock moved, its payer run before the move answers) it has matured.
      await pastFirstDay(w, short.starts_at as number);
      expect(await shortStatus()).toBe('settled');
      const page = await loggedInPage(env.browser(), session, w.name);
      const at = (path: string) => w.url(route(path));

      // Home's Earn shortcut leads to Earn Crypto Rewards.
      await page.goto(at('tabbar/index/index'));
      // The popup notice shows once on a fresh start; it would cover the shortcuts.
      await page.getByRole('button', { name: 'Got it' }).click();
      await page.locator('[data-entry="earn"]').click();
      await page.waitForURL(/user\/earn\/index/);
      await expect.poll(() => page.locator('.earn-product').count()).toBe(4);
      // Earn days here are real days (the sandbox's clock moves them), so no short-day note is shown.
      expect(await page.locator('[data-testid="earn-demo"]').count()).toBe(0);
      await shot(page, 'earn-index');
      // So does the Earn banner.
      await page.goto(at('tabbar/index/index'));
      await page.locator('[data-banner]', { hasText: 'Earn up to' }).click();
      await page.waitForURL(/user\/earn\/index/);

      // The 7-day product: 0.30 % a day. Max fills the single limit (5000 of 10000 available).
      await page.locator('.earn-product[data-product="1"]').click();
      await page.waitForURL(/earn\/detail\?id=1/);
      await page.locator('[data-testid="earn-terms"]').waitFor();
      await page.locator('.earn-max').click();
      expect(await page.locator('input[name="amount"]').inputValue()).toBe('5000.000000');
      await page.locator('input[name="amount"]').fill('1000');
      expect(await page.locator('[data-testid="est-daily"]').textContent()).toBe('3.000000 USDT');
      expect(await page.locator('[data-testid="est-total"]').textContent()).toBe('21.000000 USDT');
      await shot(page, 'earn-detail');
      await page.locator('.earn-form button[type="submit"]').click();
      await page.locator('[data-testid="confirm-amount"]').waitFor();
      await shot(page, 'earn-confirm');
      await page.locator('[data-testid="earn-confirm"]').click();
      await page.waitForURL(/earn\/order\?id=\d+/);
      const firstId = Number(/[?&]id=(\d+)/.exec(new URL(page.url()).hash)?.[1]);
      const available = async () =>
        Number(((await call(w, session.token, 'user/balance')).usdt as { available: string }).available);
      // 10000 demo USDT, + 4 of the one-day order's interest, − 1000 just subscribed.
      expect(await available()).toBe(9004);

      // Interest starts at the next dividend instant and is paid each day: moved past the first, the order
      // (opened again, as after a day away) shows it, and the balance has risen by the day's 3 USDT.
      const earned = page.locator('[data-testid="order-earned"]');
      await expect.poll(() => earned.textContent()).toBe('0.000000 USDT');
      const first = await call(w, session.token, `earn/order?id=${firstId}`);
      await pastFirstDay(w, first.starts_at as number);
      await page.reload();
      await expect.poll(() => earned.textContent()).toBe('3.000000 USDT');
      expect(await page.locator('[data-testid="order-days"]').textContent()).toBe('1 / 7');
      await shot(page, 'earn-order-paid');
      expect(await available()).toBe(9007);

      // Holdings on Earn Crypto Rewards, and the order under Hosting.
      await page.goto(at('user/earn/index'));
      await expect.poll(() => page.locator('[data-testid="summary-hosting"]').textContent()).toBe('1');
      await shot(page, 'earn-index-holding');
      await page.goto(at('user/earn/list'));
      await page.locator(`.earn-order-card[data-order="${firstId}"]`).waitFor();
      await shot(page, 'earn-list');

      // A second order (15 days, 3 % breach), redeemed early: the sheet shows the penalty before confirming.
      const second = await call(w, session.token, 'earn/buy', { id: '2', amount: '200' });
      await page.goto(at(`user/earn/order?id=${second.id}`));
      await page.getByRole('button', { name: /Redeem early/ }).click();
      const penalty = page.locator('[data-testid="sheet-penalty"]');
      await penalty.waitFor();
      expect(await penalty.textContent()).toBe('-6.000000 USDT');
      expect(await page.locator('[data-testid="sheet-refund"]').textContent()).toBe('194.000000 USDT');
      await shot(page, 'earn-redeem-sheet');
      await page.locator('[data-testid="earn-confirm"]').click();
      await expect
        .poll(() => page.locator('.earn-status').first().getAttribute('data-status'))
        .toBe('cancelled');
      expect(await page.locator('[data-testid="order-penalty"]').textContent()).toBe('6.000000 USDT');
      await shot(page, 'earn-redeemed');
      await page.goto(at('user/earn/list?status=cancelled'));
      await page.locator(`.earn-order-card[data-order="${second.id}"]`).waitFor();
      await shot(page, 'earn-list-redeemed');

      // The one-day order has matured: interest paid once, principal back, shown under Settled.
      await page.goto(at('user/earn/list?status=settled'));
      await page.locator(`.earn-order-card[data-order="${short.id}"] [data-status="settled"]`).waitFor();
      await shot(page, 'earn-list-settled');

      // The ledger: subscription, daily interest, and the redemption as principal back less the penalty.
      const entries = await earnLedger(w, session.token);
      expect(entries.filter((e) => e.kind === 'earn_subscribe').map((e) => e.locked_amount)).toEqual([
        500_000_000, 1_000_000_000, 200_000_000,
      ]);
      expect(
        entries.filter((e) => e.ref.startsWith(`earn:${short.id}`)).map((e) => [e.kind, e.amount]),
      ).toEqual([
        ['earn_subscribe', -500_000_000],
        ['earn_interest', 4_000_000],
        ['earn_principal', 500_000_000],
      ]);
      const interest = entries.filter(
        (e) => e.kind === 'earn_interest' && e.ref.startsWith(`earn:${firstId}:`),
      );
      expect(interest).toHaveLength(1);
      expect(new Set(interest.map((e) => e.amount))).toEqual(new Set([3_000_000]));
      expect(entries.filter((e) => e.ref === `earn:${second.id}`).map((e) => [e.kind, e.amount])).toEqual([
        ['earn_subscribe', -200_000_000],
        ['earn_principal', 200_000_000],
        ['earn_penalty', -6_000_000],
      ]);
    }, 180_000);
  },
);
