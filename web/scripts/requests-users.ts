// The user's ways in and out for `pnpm --filter @app/web bench:requests` (scripts/requests-per-action.ts):
// a login through the login page as a new visitor makes it, and another device of the same user.
import type { Browser, Page } from 'playwright-core';
import { phone, route } from '../e2e/harness.ts';

export type User = { username: string; password: string };

/** A fresh phone whose user logs in through the login page, as a new visitor does (no reload after). */
export async function loggedInThroughApp(browser: Browser, baseUrl: string, user: User): Promise<Page> {
  const page = await (await browser.newContext(phone)).newPage();
  await page.goto(`${baseUrl}/${route('user/login')}`);
  await page.locator('input[name="username"]').fill(user.username);
  await page.locator('input[name="password"]').fill(user.password);
  await page.locator('input[name="agree"]').check();
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.hash.startsWith(route('tabbar/index')));
  // A fresh browser has not seen the seeded popup notice: Home opens it over the tab bar; close it first.
  const notice = await page.waitForURL(/index\/noticeDialog/, { timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (notice) await page.locator('[data-action="close-notice"]').click();
  await page.locator('[data-page="home"]').waitFor();
  await page.waitForLoadState('networkidle');
  // The way to Trade a user takes: the tab bar, not a new address (which would reload the app).
  await page.locator('.tab-item[data-tab="trade"]').click();
  return page;
}

/** A session of its own for the user, as another device would have, and an exchange made with it. */
export async function exchangeElsewhere(baseUrl: string, username: string, password: string): Promise<void> {
  const call = async (path: string, init: RequestInit = {}) => {
    const json = (await (await fetch(`${baseUrl}/api/v1/${path}`, init)).json()) as {
      code: number;
      data: Record<string, unknown>;
    };
    if (json.code !== 0) throw new Error(`${path}: ${JSON.stringify(json)}`);
    return json.data;
  };
  const login = await call('user/login', {
    method: 'POST',
    body: new URLSearchParams({ username, password }),
  });
  const authorization = `Bearer ${String(login.token)}`;
  const quote = await call('user/exchange', { headers: { authorization } });
  const body = new URLSearchParams({
    from: 'usdt',
    to: 'money',
    amount: '10',
    quote_id: String(quote.quote_id),
  });
  await call('user/exchange', { method: 'POST', headers: { authorization }, body });
}
