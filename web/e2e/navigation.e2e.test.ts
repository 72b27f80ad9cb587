import { describe, expect, it } from 'vitest';
import { hasChromium, loggedInPage, loginDemo, route, shot, withBrowser } from './harness.ts';
import { useSandbox } from './sandbox.ts';

describe.skipIf(!hasChromium())('navigation and the session in a phone-sized Chromium', () => {
  const { browser } = withBrowser();
  const sandbox = useSandbox(import.meta.url);

  it('never shows the login form to a logged-in user, and on a 401 keeps the message on screen before relaunching to login', async () => {
    const w = sandbox();
    const session = await loginDemo(w.baseUrl, w.send);
    const page = await loggedInPage(browser(), session, w.name);
    await page.goto(w.url(route('tabbar/mine/index')));
    await page.locator('[data-page="mine"]').waitFor();
    // Going back onto the login form (an old history entry) lands on Home instead.
    await page.goto(w.url(route('user/login')));
    await page.locator('[data-page="home"]').waitFor();

    // The session is revoked elsewhere; the next call meets a 401.
    const revoke = await w.fetch('/api/v1/user/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(revoke.ok).toBe(true);
    await page.goto(w.url(route('tabbar/mine/index')));
    const message = page.locator('.adm-toast-main');
    await message.waitFor();
    // The message is shown on the screen the user was on, not on the login form.
    expect(page.url()).toContain('tabbar/mine/index');
    await shot(page, 'session-gone');
    await page.waitForURL(/user\/login/);
    await page.locator('input[type="password"]').waitFor();
  });
});
