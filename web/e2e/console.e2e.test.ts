import { adminTokenHeader, ErrorCode } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, registerViaApi, shot, testPhone, withBrowser } from './harness.ts';
import { type Sandbox, sandboxNameOf, useSandbox } from './sandbox.ts';

describe.skipIf(!hasChromium())('the developer console at /__admin/', () => {
  const { browser } = withBrowser();
  // The file's own sandbox on the run's shared server, and the one the second test creates from the page.
  const sandbox = useSandbox(import.meta.url);
  const team = sandboxNameOf(import.meta.url, 'team');
  let w: Sandbox;
  beforeAll(() => {
    w = sandbox();
  });

  const admin = async (path: string, sandbox?: string) => {
    const headers: Record<string, string> = { [adminTokenHeader]: w.adminToken };
    if (sandbox) headers['x-sandbox'] = sandbox;
    return fetch(`${w.baseUrl}/__admin/${path}`, { headers });
  };
  afterAll(async () => {
    await fetch(`${w.baseUrl}/__admin/sandboxes`, {
      method: 'POST',
      headers: { [adminTokenHeader]: w.adminToken, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'delete', name: team }),
    });
  });
  /** A phone-sized page whose tab already holds the developer token (as after typing it once). */
  const withToken = async (locale?: string) => {
    const context = await browser().newContext(locale ? { ...testPhone, locale } : testPhone);
    await context.addInitScript(
      (token) => sessionStorage.setItem('devtools_admin_token', token),
      w.adminToken,
    );
    return { context, page: await context.newPage() };
  };
  const setFundPassword = async (token: string) => {
    const body = new URLSearchParams({ password: '246813', repassword: '246813' });
    const res = await w.fetch('/api/v1/user/mpassword', {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { code: number }).code;
  };

  it('asks for the token, then switches a scenario, forces a refusal and stops it, and shows the journal with verdicts', async () => {
    const context = await browser().newContext(testPhone);
    const page = await context.newPage();
    // The console looks at the file's sandbox (`?sandbox=`): what it switches is that world's only.
    await page.goto(`${w.baseUrl}/__admin/?sandbox=${w.name}`);
    await expect.poll(() => page.locator('#status').textContent()).toContain('developer token');

    await page.locator('#token').fill(w.adminToken);
    await page.getByRole('button', { name: 'Use' }).click();
    const scenario = page.locator('#scenarios input[name="recharge-closed"]');
    await scenario.waitFor();
    await scenario.check();
    await expect
      .poll(
        async () =>
          ((await (await admin('state', w.name)).json()) as { active: { global: string[] } }).active.global,
      )
      .toEqual(['recharge-closed']);

    const alice = await registerViaApi(w.baseUrl, 'console01', 'Zq9-secret-42', w.send);
    await page.locator('#refusal-form [name=call]').selectOption('user.mpassword');
    await page.locator('#refusal-form [name=code]').selectOption(String(ErrorCode.wrongPassword));
    await page.locator('#refusal-form [name=user]').fill('console01');
    await page.getByRole('button', { name: 'Force' }).click();
    const rule = page.locator('#refusals li[data-rule="user.mpassword"]');
    await expect.poll(() => rule.textContent()).toContain('answers 1005 for console01');
    expect(await setFundPassword(alice.token)).toBe(ErrorCode.wrongPassword);
    await shot(page, 'console-refusals');
    await rule.getByRole('button', { name: 'Stop' }).click();
    await expect.poll(() => rule.count()).toBe(0);
    expect(await setFundPassword(alice.token)).toBe(0);

    await page.getByRole('button', { name: 'Refresh' }).click();
    const row = page.locator('#journal tr.grade-ok').first();
    await row.waitFor();
    expect(await page.locator('#journal').textContent()).toContain('/api/v1/user/mpassword');
    await shot(page, 'console-journal');
    await context.close();
  });

  it('names the world it looks at: sandboxes when the server has them, else says so and stays on the default world', async () => {
    const { context, page } = await withToken();
    await page.goto(`${w.baseUrl}/__admin/?sandbox=${team}`);
    const registry = await admin('sandboxes');
    if (registry.status === 404) {
      await expect.poll(() => page.locator('#sandboxes .off').textContent()).toContain('not on this server');
      await expect.poll(() => page.locator('#status').textContent()).toContain('showing the default world');
      expect(await page.locator('#world').inputValue()).toBe('');
      expect(await page.locator('#open-app').getAttribute('href')).toBe('/');
    } else {
      await page.locator('#sandbox-create [name=name]').fill(team);
      await page.getByRole('button', { name: 'Create' }).click();
      await page.locator(`#sandboxes tr[data-sandbox="${team}"]`).waitFor();
      await expect.poll(() => page.locator('#world').inputValue()).toBe(team);
      expect(await page.locator('#open-app').getAttribute('href')).toBe(`/?sandbox=${team}`);
      // A scenario switched while looking at the sandbox is the sandbox's, not the default world's.
      await page.locator('#scenarios input[name="withdraw-closed"]').check();
      type State = { active: { global: string[] } };
      await expect
        .poll(async () => ((await (await admin('state', team)).json()) as State).active.global)
        .toContain('withdraw-closed');
      expect(((await (await admin('state')).json()) as State).active.global).not.toContain('withdraw-closed');
      // The sandbox's clock: frozen, then moved 5 minutes forward from the console.
      await page.getByRole('button', { name: 'Freeze' }).click();
      const clock = page.locator('#clock .body p');
      await expect.poll(() => clock.textContent()).toContain('(frozen)');
      const before = Number(await clock.getAttribute('data-now'));
      await page.getByRole('button', { name: 'Advance' }).click();
      await expect.poll(async () => Number(await clock.getAttribute('data-now')) - before).toBe(300_000);
    }
    await shot(page, 'console-world');
    await context.close();
  });

  it("speaks the browser's language, as the in-app developer panel does, and ?lang= chooses another", async () => {
    const { context, page } = await withToken('de-DE');
    await page.goto(`${w.baseUrl}/__admin/?sandbox=${w.name}`);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.locator('h1').textContent()).toBe('Entwicklerkonsole');
    expect(await page.locator('#h-scenarios').textContent()).toBe('Szenarien');
    await page.getByRole('button', { name: 'Verwenden' }).waitFor();
    expect(await page.locator('#open-app').textContent()).toBe(`App in der Sandbox ${w.name} öffnen`);
    await expect
      .poll(() => page.locator('#refusals .body').textContent())
      .toBe('Keine erzwungene Ablehnung: Jeder Aufruf antwortet normal.');
    await page.getByRole('button', { name: 'Anhalten' }).click();
    await expect.poll(() => page.locator('#status').textContent()).toBe('Uhr angehalten');
    await expect.poll(() => page.locator('#clock .body p').textContent()).toContain('(angehalten)');
    await shot(page, 'console-de');
    await page.goto(`${w.baseUrl}/__admin/?sandbox=${w.name}&lang=ja`);
    await expect.poll(() => page.locator('h1').textContent()).toBe('開発者コンソール');
    await context.close();
  });

  it('saves faults, makes a preset account showing how to sign in, and saves and loads a snapshot, in the world it looks at', async () => {
    const { context, page } = await withToken();
    await page.goto(`${w.baseUrl}/__admin/?sandbox=${w.name}`);
    type State = { faults: { seed: number } };
    const seedOf = async (sandbox?: string) =>
      ((await (await admin('state', sandbox)).json()) as State).faults.seed;
    const faults = page.locator('#faults-form textarea');
    await expect.poll(() => faults.inputValue()).toContain('"seed"');
    await faults.fill(JSON.stringify({ seed: 7, routes: [] }));
    await page.getByRole('button', { name: 'Save faults' }).click();
    await expect.poll(() => seedOf(w.name)).toBe(7);
    expect(await seedOf()).not.toBe(7);

    const snapshot = page.locator('#snapshot-form [name=name]');
    await snapshot.fill('before-preset');
    await page.locator('#snapshot-form [data-action=save]').click();
    await expect.poll(() => page.locator('#snapshots .body').textContent()).toContain('before-preset');

    await page.locator('#preset-form [name=name]').selectOption('empty-account');
    await page.getByRole('button', { name: 'Make' }).click();
    const made = page.locator('#presets .body');
    await expect.poll(() => made.textContent()).toMatch(/^Username \S+, password \S+: no money, unverified$/);
    const [, username, password] =
      /^Username (\S+), password (\S+):/.exec((await made.textContent()) ?? '') ?? [];
    const login = async () => {
      const body = new URLSearchParams({ username: username ?? '', password: password ?? '' });
      const res = await w.fetch('/api/v1/user/login', { method: 'POST', body });
      return ((await res.json()) as { code: number }).code;
    };
    expect(await login()).toBe(0);
    await shot(page, 'console-preset');

    // Loading the snapshot taken before brings the world back: the preset account is gone.
    await snapshot.fill('before-preset');
    await page.locator('#snapshot-form [data-action=load]').click();
    await expect.poll(() => page.locator('#status').textContent()).toBe('Snapshot before-preset loaded');
    expect(await login()).toBe(ErrorCode.wrongPassword);
    await context.close();
  });
});
