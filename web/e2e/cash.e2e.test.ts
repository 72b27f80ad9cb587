import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { usdtChain } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { hasChromium, loggedInPage, loginDemo, route, shot, withBrowser } from './harness.ts';
import { useSandbox } from './sandbox.ts';
import { serverCommand } from './test-server.ts';

const serverDir = fileURLToPath(new URL('../../server', import.meta.url));

/** A valid TRC20 address (base58check of 0x41 and 20 bytes). */
const tron = 'TAnyuZwQdnuFeTeMPikrgLBfrz1raq19iW';

describe.skipIf(!hasChromium())('the money loop in a phone-sized Chromium', () => {
  const b = withBrowser();
  // A sandbox for each test: the second closes recharge and withdraw in its world.
  const loop = useSandbox(import.meta.url, 'loop');
  const closed = useSandbox(import.meta.url, 'closed');

  it('binds a card, recharges USDT with a screenshot, sees it approved and the balance rise, then withdraws with the PIN', async () => {
    const w = loop();
    const session = await loginDemo(w.baseUrl, w.send);
    const page = await loggedInPage(b.browser(), session, w.name);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: w.baseUrl });
    const at = (path: string) => page.goto(w.url(route(path)));
    // The test's own calls from the page name the tab's sandbox and use the token the app keeps there.
    const inPage = { sandbox: w.name, tokenKey: w.key('token') };

    // Withdraw first leads to binding a card.
    await at('user/withdraw/index');
    await page.getByTestId('withdraw-requirement').waitFor();
    expect(await page.getByTestId('withdraw-requirement').textContent()).toContain(
      'Please bind a bank card first',
    );
    await shot(page, 'money-withdraw-needs-card');
    await page.getByRole('button', { name: 'Bind card' }).click();

    // Bind card with a TRC20 address; it is shown masked afterwards.
    await page.getByLabel('Account bank').fill('Demo Bank');
    await page.getByLabel('Bank card number').fill('6222020000001234567');
    await page.getByLabel('Account name').fill('Demo User');
    await page.getByLabel('USDT address (optional)').fill(tron);
    await shot(page, 'money-bind-card');
    await page.getByRole('button', { name: 'Bind', exact: true }).click();
    await page.waitForURL(/withdraw\/index/);
    await at('user/setting/bindCards');
    await page.getByTestId('bound-card').waitFor();
    expect(await page.getByTestId('bound-card').textContent()).toContain('**** 4567');
    await shot(page, 'money-bound-card');

    // Recharge USDT: address with copy and QR, then amount and screenshot.
    await at('user/recharge/index');
    await page.getByTestId('usdt-address').waitFor();
    await page.getByRole('button', { name: 'Copy' }).first().click();
    await page.getByText('Copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await page.getByTestId('usdt-address').textContent(),
    );
    await page.getByRole('tab', { name: 'Bank card' }).click();
    await page.getByText('Receiving account').waitFor();
    // A large phone photo (a 4000×3000 JPEG of several MB) is compressed before it goes up.
    const photo = Buffer.from(
      await page.evaluate(async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 4000;
        canvas.height = 3000;
        const g = canvas.getContext('2d') as CanvasRenderingContext2D;
        for (let i = 0; i < 4000; i++) {
          g.fillStyle = `hsl(${(i * 37) % 360} 70% ${30 + (i % 40)}%)`;
          g.fillRect((i * 97) % 4000, (i * 53) % 3000, 40 + (i % 200), 30 + (i % 150));
        }
        const blob = await new Promise<Blob>((done) =>
          canvas.toBlob((b) => done(b as Blob), 'image/jpeg', 0.98),
        );
        // Its bytes as base64, one string: as an array of numbers they crossed to the test as millions of
        // values, each serialised and checked by Playwright (about 10 s of CPU).
        const read = new FileReader();
        const url = await new Promise<string>((done) => {
          read.onload = () => done(String(read.result));
          read.readAsDataURL(blob);
        });
        return url.slice(url.indexOf(',') + 1);
      }),
      'base64',
    );
    expect(photo.length).toBeGreaterThan(1024 * 1024);
    const sentSizes: number[] = [];
    page.on('request', (r) => {
      if (r.url().includes('common/uploader')) sentSizes.push(r.postDataBuffer()?.length ?? 0);
    });
    const bankUploader = page.locator('.adm-tabs-content .adm-image-uploader input[type="file"]').last();
    await bankUploader.setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.locator('.adm-image-uploader-cell img').last().waitFor({ timeout: 30_000 });
    expect(sentSizes).toHaveLength(1);
    expect(sentSizes[0]).toBeLessThan(1.1 * 1024 * 1024);
    await shot(page, 'money-recharge-bank');
    // The preview opens zoomable (up to 4×).
    await page.locator('.adm-image-uploader-cell img').last().click();
    await page.locator('.adm-image-viewer-content').waitFor();
    await shot(page, 'money-screenshot-preview');
    await page.locator('.cash-viewer-footer button').click();
    await page.locator('.adm-image-viewer-content').waitFor({ state: 'hidden' });
    // Something that is not a JPEG, PNG or WebP is refused before any upload.
    await page.locator('.adm-image-uploader-cell-delete').last().click();
    await bankUploader.setInputFiles({
      name: 'anim.gif',
      mimeType: 'image/gif',
      buffer: Buffer.from('GIF89a'),
    });
    await page.getByText('Unsupported image files').waitFor();
    expect(sentSizes).toHaveLength(1);
    await page.getByRole('tab', { name: 'USDT' }).click();
    await page.getByTestId('recharge-amount').locator('input').fill('250');
    await page.getByTestId('recharge-tx-hash').locator('input').fill('ab'.repeat(32));
    // The transfer screenshot: a real phone-sized screenshot (of this page).
    await page
      .locator('.adm-image-uploader input[type="file"]')
      .first()
      .setInputFiles({
        name: 'transfer.png',
        mimeType: 'image/png',
        buffer: await page.screenshot(),
      });
    await page.locator('.adm-image-uploader-cell img').first().waitFor();
    await shot(page, 'money-recharge-usdt');
    const before = Number(
      (
        await page.evaluate(
          ({ sandbox, tokenKey }) =>
            fetch('/api/v1/user/balance', {
              headers: {
                authorization: `Bearer ${JSON.parse(localStorage.getItem(tokenKey) ?? '""')}`,
                'x-sandbox': sandbox,
              },
            }).then((r) => r.json()),
          inPage,
        )
      ).data.usdt.available,
    );
    // The sandbox's clock stands still from here, so the chain confirms nothing until it is moved.
    await w.freeze();
    await page.getByRole('button', { name: 'Submit' }).first().click();

    // Pending in the records at 0/6 confirmations, then credited by the simulated chain at 3, and the balance rises.
    await page.waitForURL(/recharge\/list/);
    const record = page.locator('.cash-record').first();
    await record.waitFor();
    expect(await record.getAttribute('data-status')).toBe('0');
    expect(await record.textContent()).toContain('Pending');
    await shot(page, 'money-recharge-pending');
    // Three TRC20 blocks (3 s each) pass on the sandbox's clock instead of in real time.
    await w.advance(3 * usdtChain.blockSeconds.TRC20 * 1_000);
    await expect.poll(() => record.getAttribute('data-status')).toBe('1');
    expect(await record.textContent()).toContain('Approved');
    await expect
      .poll(async () => Number(await page.getByTestId('balance-usdt').textContent()))
      .toBe(before + 250);
    await shot(page, 'money-recharge-approved');

    // No fund password yet: the withdraw page says so; set it, then withdraw with the PIN pad.
    await at('user/withdraw/index');
    await page.getByTestId('withdraw-requirement').waitFor();
    expect(await page.getByTestId('withdraw-requirement').textContent()).toContain('fund password');
    await page.evaluate(
      ({ sandbox, tokenKey }) =>
        fetch('/api/v1/user/mpassword', {
          method: 'POST',
          headers: {
            authorization: `Bearer ${JSON.parse(localStorage.getItem(tokenKey) ?? '""')}`,
            'content-type': 'application/x-www-form-urlencoded',
            'x-sandbox': sandbox,
          },
          body: 'password=246813&repassword=246813',
        }),
      inPage,
    );
    await page.reload();
    // Checks before secrets: an amount out of range is refused in the server's words, no PIN pad.
    await page.getByLabel('Amount').fill('5');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    expect(await page.getByRole('alert').textContent()).toBe('The amount needs to be between 10-50000 USDT');
    expect(await page.locator('.adm-number-keyboard-key').count()).toBe(0);
    await shot(page, 'money-withdraw-refused');
    await page.getByTestId('withdraw-amount').locator('input').fill('100');
    await expect.poll(() => page.getByTestId('withdraw-fee').textContent()).toBe('1.000000 USDT');
    expect(await page.getByTestId('withdraw-actual').textContent()).toBe('99.000000 USDT');
    expect(await page.getByTestId('withdraw-left').textContent()).toContain('3 of 3');
    await shot(page, 'money-withdraw-form');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.locator('.adm-number-keyboard-key').first().waitFor();
    await shot(page, 'money-withdraw-pin');
    for (const digit of '246813')
      await page.locator('.adm-number-keyboard-key', { hasText: new RegExp(`^${digit}$`) }).click();
    await page.waitForURL(/withdraw\/list/);
    const withdrawal = page.locator('.cash-record').first();
    await withdrawal.waitFor();
    await shot(page, 'money-withdraw-list');
    expect(await withdrawal.textContent()).toContain('99.000000 USDT');
    expect(await withdrawal.textContent()).toContain('1.000000 USDT');
    await shot(page, 'money-withdraw-pending');

    // Every step is in Financial records: the approved recharge, and the amount the withdrawal froze.
    await at('user/mark/index');
    await page.locator('.ledger-row[data-kind="recharge"]').first().waitFor();
    const recharge = page.locator('.ledger-row[data-kind="recharge"]').first();
    expect(await recharge.textContent()).toContain('+250.000000 USDT');
    const frozen = page.locator('.ledger-row[data-kind="withdraw"]').first();
    expect(await frozen.textContent()).toContain('-100.000000 USDTAvailable+100.000000 USDTFrozen');
    await shot(page, 'money-financial-records');
  }, 180_000);

  it('shows the close tips with a way to customer service when the administrator closes recharge and withdraw', async () => {
    const w = closed();
    // The administrator's console (`pnpm admin`) on the running server, aimed at this test's sandbox.
    for (const key of ['recharge_open', 'withdraw_open']) {
      execFileSync(process.execPath, [...serverCommand('admin'), 'config', 'set', key, 'false'], {
        cwd: serverDir,
        env: { ...process.env, ...w.adminEnv },
        stdio: 'pipe',
      });
    }
    const page = await loggedInPage(b.browser(), await loginDemo(w.baseUrl, w.send), w.name);
    await page.goto(w.url(route('user/recharge/index')));
    await page.getByTestId('cash-closed').waitFor();
    expect(await page.getByTestId('cash-closed').textContent()).toContain(
      'Recharge is closed, please contact customer service',
    );
    await shot(page, 'money-recharge-closed');
    await page.goto(w.url(route('user/withdraw/index')));
    await page.getByTestId('cash-closed').waitFor();
    expect(await page.getByTestId('cash-closed').textContent()).toContain('Withdraw is closed');
    await page.getByRole('button', { name: 'Contact customer service' }).click();
    await page.waitForURL(/index\/customer/);
  }, 120_000);
});
