import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, registerViaApi, route, testPhone, withBrowser } from './harness.ts';
import { callApi, type Sandbox, useSandbox } from './sandbox.ts';

type Frame = { ch: string; data: { code?: number; status?: string } };

/** Every frame the page's websockets receive, parsed. */
function framesOf(page: Page): Frame[] {
  const frames: Frame[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', ({ payload }) => frames.push(JSON.parse(String(payload)) as Frame)),
  );
  return frames;
}

/** A second device: its own login through the API, and calls made with it. */
async function otherDevice(world: Sandbox, username: string, password: string) {
  const { token } = await callApi<{ token: string }>(world, 'user/login', { body: { username, password } });
  return { buy: (body: Record<string, string>) => callApi(world, 'user/buy', { token, body }) };
}

describe.skipIf(!hasChromium())('the socket follows a login made in the app', () => {
  const { browser } = withBrowser();
  const sandbox = useSandbox(import.meta.url);

  it('after logging in through the app with no reload, a settlement and a balance change made from another device arrive by push', async () => {
    const w = sandbox();
    const username = `live${Date.now() % 1e6}`;
    await registerViaApi(w.baseUrl, username, 'Zq9-secret1', w.send);
    const page = await (await browser().newContext(testPhone)).newPage();
    const frames = framesOf(page);
    const opened = page.waitForEvent('websocket');
    await page.goto(w.url(route('user/login')));
    // The socket opens on the login page, as a guest.
    await opened;
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill('Zq9-secret1');
    await page.locator('input[name="agree"]').check();
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.hash.startsWith(route('tabbar/index')));
    const loggedInAt = frames.length;
    await page.locator('.tab-item[data-tab="asset"]').click();
    const summary = page.locator('.asset-summary');
    await expect.poll(() => summary.textContent()).toMatch(/10,?000/);
    const before = await summary.textContent();

    const device = await otherDevice(w, username, 'Zq9-secret1');
    await device.buy({ product_id: '1', direction: 'up', seconds: '30', amount: '100' });
    // The stake locked elsewhere: the balance push changes the Asset tab (it never polls).
    await expect.poll(() => summary.textContent(), { timeout: 10_000 }).not.toBe(before);
    // The settlement's push shows the result on the Trade tab, with no reload and no reconnect.
    await page.locator('.tab-item[data-tab="trade"]').click();
    await page.locator('[data-page="trade"]').waitFor();
    // The order's 30 s pass on the sandbox's clock, not in real time.
    await w.advance(30_000);
    await page.getByTestId('result-sheet').waitFor();

    const after = frames.slice(loggedInAt);
    expect(after.filter((f) => f.ch === 'balance').length).toBeGreaterThanOrEqual(2);
    expect(after.some((f) => f.ch === 'order' && f.data.status === 'closed')).toBe(true);
    expect(after.filter((f) => f.ch === 'error' && f.data.code === 401)).toEqual([]);
  });
});
