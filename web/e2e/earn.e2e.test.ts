import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  hasChromium,
  loggedInPage,
  loginDemo,
  route,
  serverCommand,
  shot,
  startServer,
  withBrowser,
} from './harness.ts';

const serverDir = fileURLToPath(new URL('../../server', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'earn-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Entry {
  kind: string;
  amount: number;
  locked_amount: number;
  ref: string;
}

/**
 * The demo user's Earn ledger entries, read from the server's database file. (Financial records, the
 * ledger's page and call, are built on another branch; this reads the same rows.)
 */
function earnLedger(file: string): Entry[] {
  const script = `const D = require('better-sqlite3'); const db = new D(${JSON.stringify(file)}, { readonly: true });
    const rows = db.prepare("SELECT kind, amount, locked_amount, ref FROM ledger WHERE kind LIKE 'earn%' ORDER BY id").all();
    process.stdout.write(JSON.stringify(rows));`;
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: serverDir, encoding: 'utf8' }));
}

const call = async (baseUrl: string, token: string, path: string, body?: Record<string, string>) => {
  const res = await fetch(`${baseUrl}/api/v1/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}` },
    body: body ? new URLSearchParams(body) : undefined,
  });
  return ((await res.json()) as { data: Record<string, unknown> }).data;
};

describe.skipIf(!hasChromium())('Earn in a phone-sized Chromium (5-second Earn days)', () => {
  const env = withBrowser();

  it('subscribes, sees interest paid and the balance rise, one order settle, and redeems another order at the penalty shown first', async () => {
    process.env.EARN_DAY_SECONDS = '5';
    const file = join(dir, 'app.db');
    const server = await startServer(env.webDist(), { databaseUrl: `file:${file}` });
    delete process.env.EARN_DAY_SECONDS;
    try {
      const session = await loginDemo(server.baseUrl);
      // A one-day cycle (set from the admin console) so an order reaches maturity during the test.
      execFileSync(process.execPath, [...serverCommand('admin'), 'earn', 'edit', '3', 'cycle_days', '1'], {
        cwd: serverDir,
        env: { ...process.env, DATABASE_URL: `file:${file}`, EARN_DAY_SECONDS: '5' },
      });
      const short = await call(server.baseUrl, session.token, 'earn/buy', { id: '3', amount: '500' });
      const shortStatus = async () =>
        (await call(server.baseUrl, session.token, `earn/order?id=${short.id}`)).status;
      await expect.poll(shortStatus, { timeout: 20_000 }).toBe('settled');
      const page = await loggedInPage(env.browser(), session);
      const at = (path: string) => `${server.baseUrl}/${route(path)}`;

      // Home's Earn shortcut leads to Earn Crypto Rewards.
      await page.goto(at('tabbar/index/index'));
      // The popup notice shows once on a fresh start; it would cover the shortcuts.
      await page.getByRole('button', { name: 'Got it' }).click();
      await page.locator('[data-entry="earn"]').click();
      await page.waitForURL(/user\/earn\/index/);
      await expect.poll(() => page.locator('.earn-product').count()).toBe(4);
      await page.locator('[data-testid="earn-demo"]').waitFor();
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
      const firstId = Number(new URL(page.url().replace('#/', '')).searchParams.get('id'));
      const available = async () =>
        Number(
          ((await call(server.baseUrl, session.token, 'user/balance')).usdt as { available: string })
            .available,
        );
      // 10000 demo USDT, + 4 of the one-day order's interest, − 1000 just subscribed.
      expect(await available()).toBe(9004);

      // Interest starts at the next dividend instant and is paid each 5-second day: the page shows it.
      const earned = page.locator('[data-testid="order-earned"]');
      await expect.poll(() => earned.textContent(), { timeout: 20_000 }).not.toBe('0.000000 USDT');
      expect(await page.locator('[data-testid="order-days"]').textContent()).toMatch(/^[1-7] \/ 7$/);
      await shot(page, 'earn-order-paid');
      expect(await available()).toBeGreaterThan(9004);

      // Holdings on Earn Crypto Rewards, and the order under Hosting.
      await page.goto(at('user/earn/index'));
      await expect.poll(() => page.locator('[data-testid="summary-hosting"]').textContent()).toBe('1');
      await shot(page, 'earn-index-holding');
      await page.goto(at('user/earn/list'));
      await page.locator(`.earn-order-card[data-order="${firstId}"]`).waitFor();
      await shot(page, 'earn-list');

      // A second order (15 days, 3 % breach), redeemed early: the sheet shows the penalty before confirming.
      const second = await call(server.baseUrl, session.token, 'earn/buy', { id: '2', amount: '200' });
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
      const entries = earnLedger(file);
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
      expect(interest.length).toBeGreaterThan(0);
      expect(new Set(interest.map((e) => e.amount))).toEqual(new Set([3_000_000]));
      expect(entries.filter((e) => e.ref === `earn:${second.id}`).map((e) => [e.kind, e.amount])).toEqual([
        ['earn_subscribe', -200_000_000],
        ['earn_principal', 200_000_000],
        ['earn_penalty', -6_000_000],
      ]);
    } finally {
      await server.stop();
    }
  });
});
