import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasChromium,
  launchBrowser,
  loggedInPage,
  loginDemo,
  registerViaApi,
  route,
  shot,
} from './harness.ts';
import { type Sandbox, useSandbox } from './sandbox.ts';
import { serverCommand } from './test-server.ts';

const serverDir = fileURLToPath(new URL('../../server', import.meta.url));
let w: Sandbox;
let browser: Browser;

/** `pnpm admin …` on the running server's sandbox (ADMIN_URL, ADMIN_SANDBOX), from another process, as an administrator runs it. */
function admin(...argv: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...serverCommand('admin'), ...argv], {
      cwd: serverDir,
      env: { ...process.env, ...w.adminEnv, LOG_LEVEL: 'warn' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(out))));
  });
}

/** A phone photo of an ID, drawn in the page: large (3000×2000 PNG), so compression has work to do. */
async function idPhoto(page: Page, label: string) {
  const data = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 2000;
    const g = canvas.getContext('2d') as CanvasRenderingContext2D;
    g.fillStyle = '#dfe8f5';
    g.fillRect(0, 0, 3000, 2000);
    g.fillStyle = '#34506f';
    g.font = 'bold 220px sans-serif';
    g.fillText(text, 200, 600);
    for (let i = 0; i < 4; i++) g.fillRect(200, 900 + i * 220, 1600 - i * 200, 90);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, label);
  return { name: `${label}.png`, mimeType: 'image/png', buffer: Buffer.from(data, 'base64') };
}

async function toastsGone(page: Page) {
  for (const toast of await page.locator('.adm-toast-main').all()) await toast.waitFor({ state: 'hidden' });
}

/** Screenshots without a toast left over from the step before. */
async function calmShot(page: Page, name: string) {
  await toastsGone(page);
  await shot(page, name);
}

const side = (page: Page, which: 'front' | 'back') => page.locator(`.kyc-side[data-side="${which}"]`);
const status = (page: Page) => page.getByTestId('kyc-status');

async function uploadSide(page: Page, which: 'front' | 'back', label: string) {
  await side(page, which)
    .locator('input[type="file"]')
    .setInputFiles(await idPhoto(page, label));
  // Retake appears once the photo is compressed and uploaded (the form holds its id).
  await side(page, which).locator(`[data-action="retake-${which}"]`).waitFor();
}

async function fillAndSubmit(page: Page, name: string, idcard: string) {
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="idcard"]').fill(idcard);
  await uploadSide(page, 'front', 'FRONT');
  await uploadSide(page, 'back', 'BACK');
  await page.locator('.kyc-form button[type="submit"]').click();
  await expect.poll(() => status(page).getAttribute('data-status')).toBe('1');
}

const realname = async (token: string) => {
  const res = await w.fetch('/api/v1/user/getRealnameAuth', {
    headers: { authorization: `Bearer ${token}` },
  });
  return (
    (await res.json()) as {
      data: { status: number; front: { id: string; url: string } | null; contrary: { id: string } | null };
    }
  ).data;
};

describe.skipIf(!hasChromium())('real-name verification in a phone-sized Chromium', () => {
  const sandbox = useSandbox(import.meta.url);
  beforeAll(async () => {
    w = sandbox();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the demo user submits name, ID number and two photos, sees Under review, then Approved after the auto review', async () => {
    // A review delay no test would wait out in real time: the sandbox's clock is moved past it below.
    await admin('config', 'set', 'auto_review_seconds', '600');
    const session = await loginDemo(w.baseUrl, w.send);
    const page = await loggedInPage(browser, session, w.name);
    await page.goto(w.url(route('tabbar/mine/index')));
    const entry = page.locator('[data-entry="realname"]');
    await expect.poll(() => entry.getByTestId('realname-state').textContent()).toBe('Uncertified');
    for (const label of ['Credits', 'Integral', 'Balance', 'Last login time', 'Current login time'])
      await page.getByTestId('profile').getByText(label, { exact: true }).waitFor();
    for (const label of [
      'Order records',
      'Financial records',
      'Bind card',
      'Fund password',
      'Share',
      'Notices',
    ])
      await page.getByText(label, { exact: true }).first().waitFor();
    await shot(page, 'kyc-mine-hub');
    await entry.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'kyc-mine-hub-entries');
    await entry.click();
    await page.waitForURL((url) => url.hash.startsWith(route('user/setting/realnameAuth')));
    await page.locator('.kyc-samples li').nth(3).waitFor();
    expect(await page.locator('.kyc-samples li').allInnerTexts()).toEqual([
      'Standard',
      'Lacking',
      'Blurred',
      'Overexposed',
    ]);
    await shot(page, 'kyc-form-empty');

    await page.locator('.kyc-form button[type="submit"]').click();
    await page.getByText('Please enter your real name').waitFor();
    await page.locator('input[name="name"]').fill('Demo User');
    await page.locator('input[name="idcard"]').fill('D12345678');
    await page.locator('.kyc-form button[type="submit"]').click();
    await page.getByText('Please upload a photo of your ID').waitFor();

    await uploadSide(page, 'front', 'FRONT');
    await uploadSide(page, 'back', 'BACK');
    await calmShot(page, 'kyc-form-filled');
    await side(page, 'front').locator('.adm-image-uploader-cell img').first().click();
    await page.locator('.adm-image-viewer-content img').waitFor();
    await toastsGone(page);
    // The viewer fades in; the picture is of it fully shown.
    await expect.poll(() => page.locator('.adm-mask').evaluate((m) => getComputedStyle(m).opacity)).toBe('1');
    await shot(page, 'kyc-preview');
    await page.locator('[data-action="close-preview"]').click();
    await page.locator('.adm-image-viewer-content').waitFor({ state: 'hidden' });

    await page.locator('.kyc-form button[type="submit"]').click();
    await expect.poll(() => status(page).getAttribute('data-status')).toBe('1');
    await status(page).getByText('Under review').waitFor();
    await calmShot(page, 'kyc-under-review');
    // The stored photo was compressed in the page: a JPEG, far smaller than the 3000×2000 PNG chosen.
    const { front } = await realname(session.token);
    const stored = await w.fetch(`${front?.url}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(stored.headers.get('content-type')).toBe('image/jpeg');

    // The auto review decides once the delay has passed on the sandbox's clock; the socket push moves
    // the page on without a reload.
    await w.advance(600_000);
    await expect.poll(() => status(page).getAttribute('data-status')).toBe('2');
    await status(page).getByText('Approved').waitFor();
    await calmShot(page, 'kyc-approved');
    await page.goBack();
    await expect.poll(() => entry.getByTestId('realname-state').textContent()).toBe('Approved');
    await page.getByText('Settings', { exact: true }).click();
    await page.waitForURL((url) => url.hash.startsWith(route('user/setting/index')));
    const settingState = page.locator('.page').getByTestId('realname-state');
    await expect.poll(() => settingState.textContent()).toBe('Approved');
    await calmShot(page, 'kyc-setting');
    await page.context().close();
  });

  it('a declined user sees the reason and resubmits only the side that was wrong', async () => {
    await admin('config', 'set', 'auto_review_seconds', '3600');
    const username = `kyc${Date.now() % 1e6}`;
    const session = await registerViaApi(w.baseUrl, username, 'Zq9-secret-42', w.send);
    const page = await loggedInPage(browser, session, w.name);
    await page.goto(w.url(route('user/setting/realnameAuth')));
    await fillAndSubmit(page, 'Jane Roe', 'R98765432');
    const before = await realname(session.token);

    await admin('kyc', 'reject', username, '--reason', 'The back photo is blurred');
    await expect.poll(() => status(page).getAttribute('data-status'), { timeout: 10_000 }).toBe('3');
    await status(page).getByText('Reason: The back photo is blurred').waitFor();
    await expect.poll(() => page.locator('input[name="name"]').inputValue()).toBe('Jane Roe');
    await side(page, 'front').locator('.adm-image-uploader-cell img').first().waitFor();
    await calmShot(page, 'kyc-declined');

    const chooser = page.waitForEvent('filechooser');
    await side(page, 'back').locator('[data-action="retake-back"]').click();
    await expect.poll(() => side(page, 'back').locator('[data-action="retake-back"]').count()).toBe(0);
    await (await chooser).setFiles(await idPhoto(page, 'BACK SHARP'));
    await side(page, 'back').locator('[data-action="retake-back"]').waitFor();
    await page.locator('.kyc-form button[type="submit"]').click();
    await expect.poll(() => status(page).getAttribute('data-status')).toBe('1');
    await calmShot(page, 'kyc-resubmitted');

    const after = await realname(session.token);
    expect(after.front?.id).toBe(before.front?.id);
    expect(after.contrary?.id).not.toBe(before.contrary?.id);
    await page.context().close();
  });
});
