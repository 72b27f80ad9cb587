import { describe, expect, it } from 'vitest';
import { hasChromium, loggedInPage, loginDemo, route, shot, withBrowser } from './harness.ts';
import { useSandbox } from './sandbox.ts';

describe.skipIf(!hasChromium())('the developer panel', () => {
  const { browser } = withBrowser();
  // A sandbox of its own on the run's shared server, which has a developer token (sandbox.ts).
  const sandbox = useSandbox(import.meta.url);

  it('asks for the developer token, then opens from Setting, switches a scenario for the signed-in user and lists requests with verdicts', async () => {
    const w = sandbox();
    const session = await loginDemo(w.baseUrl, w.send);
    const page = await loggedInPage(browser(), session, w.name);
    await page.goto(w.url(route('user/setting/index')));
    await page.locator('.dev-open').click();
    await page.waitForURL((url) => url.hash.includes('dev/panel'));
    await page.getByPlaceholder('Admin token').fill(w.adminToken);
    await page.getByRole('button', { name: 'Save' }).click();

    const row = page.locator('.dev-scenarios .adm-list-item', { hasText: 'recharge-closed' });
    await row.waitFor();
    // The panel links to the server's developer console, on the same world.
    expect(await page.locator('.dev-console-link').getAttribute('href')).toBe(
      `${w.baseUrl}/__admin/?sandbox=${w.name}`,
    );
    await shot(page, 'devtools-scenarios');
    await row.locator('.adm-switch').click();
    await expect.poll(() => row.locator('.adm-switch').getAttribute('aria-checked')).toBe('true');

    const base = async (token?: string) => {
      const res = await w.fetch('/api/v1/common/base', {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return ((await res.json()) as { data: { recharge_open: boolean } }).data.recharge_open;
    };
    expect(await base(session.token)).toBe(false);
    expect(await base()).toBe(true);
    const state = await w.admin('/__admin/state');
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
