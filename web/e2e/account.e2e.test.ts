import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, registerViaApi, testPhone } from './harness.ts';
import { type Sandbox, useSandbox } from './sandbox.ts';

const tabPath = (name: string) => `#/app/pages/tabbar/${name}/index`;
let world: Sandbox;
let browser: Browser;

async function fill(page: Page, name: string, value: string) {
  await page.locator(`input[name="${name}"]`).fill(value);
}

async function logIn(page: Page, username: string, password: string) {
  await fill(page, 'username', username);
  await fill(page, 'password', password);
  await page.locator('input[name="agree"]').check();
  await page.locator('button[type="submit"]').click();
}

describe.skipIf(!hasChromium())('the app in a phone-sized Chromium', () => {
  const sandbox = useSandbox(import.meta.url);
  beforeAll(async () => {
    world = sandbox();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('registers from an invite link, switches tabs and language, changes password, logs out and back in', async () => {
    const inviter = await registerViaApi(
      world.baseUrl,
      `inviter${Date.now() % 1e6}`,
      'Zq9-secret1',
      world.send,
    );
    const code = inviter.user.invite_code;
    const context = await browser.newContext(testPhone);
    const page = await context.newPage();
    const username = `e2e${Date.now() % 1e6}`;

    await page.goto(world.url(`#/app/pages/user/register?invite=${code}`));
    await expect.poll(() => page.locator('input[name="invite_code"]').inputValue()).toBe(code);
    await fill(page, 'username', username);
    await fill(page, 'password', 'Zq9-secret1');
    await fill(page, 'repassword', 'Zq9-secret1');
    await page.locator('button[type="submit"]').click();
    await page.getByText('Please read and agree to the user agreement and privacy policy').waitFor();
    await page.locator('input[name="agree"]').check();
    await page.locator('button[type="submit"]').click();

    await page.waitForURL((url) => url.hash.startsWith(tabPath('index')));
    const tabs = page.locator('.tab-bar .tab-item');
    await expect
      .poll(() => tabs.allInnerTexts())
      .toEqual(['Home', 'Markets', 'Trade', 'Customer', 'Asset', 'Mine']);
    expect((await page.locator('.tab-bar').boundingBox())?.height).toBe(50);
    // A new user first meets the popup notice on Home.
    await page.getByRole('button', { name: 'Got it' }).click();
    for (const name of ['markets', 'trade', 'customer', 'asset', 'mine']) {
      await page.locator(`.tab-item[data-tab="${name}"]`).click();
      await page.waitForURL((url) => url.hash.startsWith(tabPath(name)));
    }
    await page.getByTestId('profile').getByText(username).waitFor();

    await page.getByText('Language').click();
    await page.locator('[data-lang="zh-Hans"]').click();
    await page.waitForURL((url) => url.hash.startsWith(tabPath('mine')));
    await page.getByText('我的', { exact: true }).first().waitFor();
    await expect.poll(() => tabs.allInnerTexts()).toEqual(['首页', '行情', '交易', '客服', '资产', '我的']);

    await page.getByText('设置', { exact: true }).click();
    await page.getByText('登录密码').click();
    await page.locator('.adm-nav-bar-title').getByText('修改密码').waitFor();
    await fill(page, 'oldpassword', 'Zq9-secret1');
    await fill(page, 'password', 'Zq9-secret2');
    await fill(page, 'repassword', 'secret3');
    await page.locator('button[type="submit"]').click();
    await page.getByText('两次输入的密码不一致').waitFor();
    await fill(page, 'repassword', 'Zq9-secret2');
    await page.locator('button[type="submit"]').click();
    await page.getByText('密码修改成功').waitFor();

    await page.locator('.logout-button').click();
    await page.locator('.adm-dialog-footer button').last().click();
    await page.waitForURL((url) => url.hash.startsWith('#/app/pages/user/login'));
    await page.getByText('欢迎回来').waitFor();

    await logIn(page, username, 'Zq9-secret2');
    await page.waitForURL((url) => url.hash.startsWith(tabPath('index')));
    await context.close();
  });

  it('sends a guest opening a protected page to login and back to that page afterwards', async () => {
    const username = `guest${Date.now() % 1e6}`;
    await registerViaApi(world.baseUrl, username, 'Zq9-secret1', world.send);
    const context = await browser.newContext(testPhone);
    const page = await context.newPage();
    await page.goto(world.url(`#/app/pages/user/setting/pwd`));
    await page.waitForURL((url) => url.hash.startsWith('#/app/pages/user/login?r='));
    expect(decodeURIComponent(new URL(page.url()).hash)).toContain('r=/app/pages/user/setting/pwd');
    await logIn(page, username, 'Zq9-secret1');
    await page.waitForURL((url) => url.hash === '#/app/pages/user/setting/pwd');
    await page.getByText('Change Password').waitFor();
    await context.close();
  });

  it('sends a guest switching to a tab to login', async () => {
    const context = await browser.newContext(testPhone);
    const page = await context.newPage();
    await page.goto(world.url(tabPath('mine')));
    await page.waitForURL((url) => url.hash === '#/app/pages/user/login');
    await context.close();
  });

  it('closes the language sheet on the browser back button instead of leaving the page', async () => {
    const context = await browser.newContext(testPhone);
    const page = await context.newPage();
    await page.goto(world.url(`#/app/pages/user/login`));
    await page.locator('input[name="username"]').waitFor();
    await page.locator('.auth-switch button:not(.service-link)').click();
    await page.locator('input[name="repassword"]').waitFor();
    await page.getByTestId('language-button').click();
    await page.locator('[data-lang="de"]').waitFor();
    await page.goBack({ waitUntil: 'commit' }).catch(() => null);
    await page.locator('[data-lang="de"]').waitFor({ state: 'hidden' });
    await expect.poll(() => new URL(page.url()).hash).toBe('#/app/pages/user/register');
    await context.close();
  });
});
