import type { Browser, BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  hasChromium,
  loggedInPage,
  loginDemo,
  registerViaApi,
  route,
  shot,
  testPhone,
  withBrowser,
} from './harness.ts';
import { type Sandbox, useSandbox } from './sandbox.ts';

/** A phone-sized context in `language` (stored as the app stores it in `world`). */
async function contextIn(browser: Browser, world: Sandbox, language: string): Promise<BrowserContext> {
  const context = await browser.newContext(testPhone);
  await context.addInitScript(({ key, lang }) => localStorage.setItem(key, JSON.stringify(lang)), {
    key: world.key('language'),
    lang: language,
  });
  return context;
}

describe.skipIf(!hasChromium())('invite, customer service and notices in a phone-sized Chromium', () => {
  const { browser } = withBrowser();
  const sandbox = useSandbox(import.meta.url);
  let w: Sandbox;
  beforeAll(() => {
    w = sandbox();
  });

  it('lets a guest open customer service: three channels, the common QR, zoom and the missing-QR message', async () => {
    for (const [language, missing] of [
      ['en-US', 'The administrator does not configure the QR code of WhatsApp'],
      ['zh-Hans', 'WhatsApp'],
    ] as const) {
      const context = await contextIn(browser(), w, language);
      const page = await context.newPage();
      await page.goto(w.url(route('index/customer')));
      await page.locator('[data-channel="telegram"]').waitFor();
      expect(page.url()).toContain('index/customer');
      expect(await page.locator('[data-channel]').count()).toBe(4);
      expect(await page.locator('[data-channel="whatsapp"] .service-missing').textContent()).toContain(
        missing,
      );
      await shot(page, `customer-guest-${language}`);
      await page.locator('[data-channel="common"] .qr-thumb').click();
      await page.locator('[data-action="save-qr"]').waitFor();
      await shot(page, `customer-qr-zoom-${language}`);
      await context.close();
    }
  });

  it('shows the invite code, link and QR, copies with the spec toast, and counts who registered through the link', async () => {
    const name = `inviter${Date.now() % 1e6}`;
    const inviter = await registerViaApi(w.baseUrl, name, 'Zq9-secret-42', w.send);
    // Registered without the code: not counted.
    await registerViaApi(w.baseUrl, `friend${Date.now() % 1e6}`, 'Zq9-secret-42', w.send);
    const body = new URLSearchParams({
      username: `joined${Date.now() % 1e6}`,
      password: 'Zq9-secret-42',
      repassword: 'Zq9-secret-42',
      agree: '1',
      invite_code: inviter.user.invite_code,
    });
    expect((await (await w.fetch('/api/v1/user/register', { method: 'POST', body })).json()).code).toBe(0);

    for (const language of ['en-US', 'de']) {
      const page = await loggedInPage(browser(), inviter, w.name);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: w.baseUrl });
      await page.addInitScript(({ key, lang }) => localStorage.setItem(key, JSON.stringify(lang)), {
        key: w.key('language'),
        lang: language,
      });
      await page.goto(w.url(route('user/share')));
      const code = page.locator('[data-copy="code"] .copy-value');
      await code.waitFor();
      expect(await code.textContent()).toBe(inviter.user.invite_code);
      expect(await page.locator('[data-copy="link"] .copy-value').textContent()).toContain(
        `register?invite=${inviter.user.invite_code}`,
      );
      expect(await page.locator('[data-qr="invite"] img').getAttribute('src')).toMatch(
        /^data:image\/svg\+xml/,
      );
      await expect.poll(() => page.locator('[data-invited]').getAttribute('data-invited')).toBe('1');
      await page.locator('[data-copy="code"] button').click();
      const toast = page.locator('.adm-toast-main');
      await toast.waitFor();
      expect(await toast.textContent()).toBe(language === 'de' ? 'Kopiert' : 'Copied');
      if (language === 'en-US') {
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(inviter.user.invite_code);
      }
      await shot(page, `share-${language}`);
      const download = page.waitForEvent('download');
      await page.locator('[data-action="poster"]').click();
      const poster = await download;
      expect(poster.suggestedFilename()).toBe(`invite-${inviter.user.invite_code}.png`);
      if (process.env.SHOTS_DIR) await poster.saveAs(`${process.env.SHOTS_DIR}/poster-${language}.png`);
      await page.context().close();
    }
  });

  it('opens the popup notice as index/noticeDialog once, then Home shows banners and the unread count', async () => {
    const session = await loginDemo(w.baseUrl, w.send);
    for (const language of ['en-US', 'ja']) {
      const page = await loggedInPage(browser(), session, w.name);
      await page.addInitScript(({ key, lang }) => localStorage.setItem(key, JSON.stringify(lang)), {
        key: w.key('language'),
        lang: language,
      });
      await page.goto(w.url(route('tabbar/index/index')));
      await page.waitForURL(/index\/noticeDialog\?id=1/);
      const title = page.locator('#notice-dialog-title');
      await expect
        .poll(() => title.textContent())
        .toBe(language === 'ja' ? 'デモ取引所へようこそ' : 'Welcome to the demo exchange');
      await shot(page, `notice-dialog-${language}`);
      await page.locator('[data-action="close-notice"]').click();
      await page.locator('[data-page="home"]').waitFor();
      await page.locator('[data-banner]').first().waitFor();
      // Read in the dialog: the popup no longer counts as unread; the four others do.
      await expect.poll(() => page.locator('.notice-more').getAttribute('data-unread')).toBe('4');
      await page.reload();
      await page.locator('[data-page="home"]').waitFor();
      await page.locator('[data-banner]').first().waitFor();
      expect(page.url()).not.toContain('noticeDialog');
      if (language === 'ja')
        expect(await page.locator('[data-banner] .banner-title').first().textContent()).toBe(
          '30秒でBTCを取引',
        );
      await shot(page, `home-${language}`);
      await page.locator('.notice-more').click();
      await page.locator('.notice-list').waitFor();
      await shot(page, `notice-list-${language}`);
      await page.context().close();
    }
  });

  it("leads from the limit page and from Home's shortcuts to customer service and share", async () => {
    const session = await loginDemo(w.baseUrl, w.send);
    const page = await loggedInPage(browser(), session, w.name);
    await page.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify(['1:1'])),
      w.key('notice_popup_seen'),
    );
    await page.goto(w.url(route('common/limitPage')));
    await page.getByRole('button', { name: 'Contact customer service' }).click();
    await page.waitForURL(/index\/customer/);
    await page.goto(w.url(route('tabbar/index/index')));
    await page.locator('[data-entry="share"]').click();
    await page.waitForURL(/user\/share/);
    await page.goto(w.url(route('tabbar/index/index')));
    await page.locator('[data-entry="service"]').click();
    await page.waitForURL(/index\/customer/);
    await page.goto(w.url(route('tabbar/customer/index')));
    await page.locator('[data-page="customer"] [data-channel="line"]').waitFor();
    await shot(page, 'customer-tab-en-US');
    await page.goto(w.url(route('user/customer')));
    await page.locator('.service-who').waitFor();
    await shot(page, 'user-customer-en-US');
    await page.context().close();
  });
});
