import { adminTokenHeader } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, loggedInPage, loginDemo, route, shot, startServer, withBrowser } from './harness.ts';

describe.skipIf(!hasChromium())('the developer panel', () => {
  const { webDist, browser } = withBrowser();
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    // The harness gives the server a developer token, a free port and a database of its own.
    server = await startServer(webDist());
  });
  afterAll(() => server?.stop());

  it('asks for the developer token, then opens from Setting, switches a scenario for the signed-in user and lists requests with verdicts', async () => {
    const session = await loginDemo(server.baseUrl);
    const page = await loggedInPage(browser(), session);
    await page.goto(`${server.baseUrl}/${route('user/setting/index')}`);
    await page.locator('.dev-open').click();
    await page.waitForURL((url) => url.hash.includes('dev/panel'));
    await page.getByPlaceholder('Admin token').fill(server.adminToken);
    await page.getByRole('button', { name: 'Save' }).click();

    const row = page.locator('.dev-scenarios .adm-list-item', { hasText: 'recharge-closed' });
    await row.waitFor();
    // The panel links to the server's developer console, on the same world.
    expect(await page.locator('.dev-console-link').getAttribute('href')).toBe(`${server.baseUrl}/__admin/`);
    await shot(page, 'devtools-scenarios');
    await row.locator('.adm-switch').click();
    await expect.poll(() => row.locator('.adm-switch').getAttribute('aria-checked')).toBe('true');

    const base = async (token?: string) => {
      const res = await fetch(`${server.baseUrl}/api/v1/common/base`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return ((await res.json()) as { data: { recharge_open: boolean } }).data.recharge_open;
    };
    expect(await base(session.token)).toBe(false);
    expect(await base()).toBe(true);
    const state = await fetch(`${server.baseUrl}/__admin/state`, {
      headers: { [adminTokenHeader]: server.adminToken },
    });
    expect(((await state.json()) as { active: unknown }).active).toEqual({
      global: [],
      users: [{ username: 'demo', scenarios: ['recharge-closed'] }],
    });

    await page.getByRole('tab', { name: 'Requests' }).click();
    await page.locator('.dev-requests .adm-list-item').first().waitFor();
    await expect.poll(() => page.locator('.dev-requests .dev-tag.ok').count()).toBeGreaterThan(0);
    await shot(page, 'devtools-requests');
    await page.getByRole('tab', { name: 'Socket frames' }).click();
    await page.locator('.dev-frames .adm-list-item').first().waitFor();
    await shot(page, 'devtools-frames');
    await page.context().close();
  });
});
