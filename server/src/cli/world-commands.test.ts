import { ErrorCode } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, testAdminToken } from '../test/admin-token.ts';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../test/harness.ts';
import { exitWith } from './admin-main.ts';
import { httpRemote, runDevAdmin } from './admin-remote.ts';
import { parseDuration } from './world-commands.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let url: string;
beforeEach(async () => {
  t = await makeApp({ ADMIN_TOKEN: testAdminToken });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(() => t.close());

/** `pnpm admin …` against the server ADMIN_URL names, over HTTP, as the process runs it. */
const admin = (env: Record<string, string>, ...argv: string[]) =>
  exitWith(() => runDevAdmin(argv, httpRemote({ ADMIN_URL: url, ADMIN_TOKEN: testAdminToken, ...env })));
const api = apiCaller(() => t.app);
const setFundPassword = async (token: string) =>
  envelopeOf(await api.post('user/mpassword', { password: '246813', repassword: '246813' }, auth(token)))
    .code;

describe('pnpm admin refusal, preset, sandbox and clock', () => {
  it('forces a declared refusal on one user by code name, lists it, and turns it off', async () => {
    const token = await registerUser(t.app, 'cli0001');
    const on = await admin({}, 'refusal', 'on', 'user.mpassword', 'wrongPassword', '--user', 'cli0001');
    expect(on).toEqual({ code: 0, out: 'user.mpassword answers 1005 for cli0001' });
    expect(await setFundPassword(token)).toBe(ErrorCode.wrongPassword);
    expect((await admin({}, 'refusal', 'list')).out).toContain('user.mpassword answers 1005 for cli0001');
    expect((await admin({}, 'refusal', 'off', 'user.mpassword', '--user', 'cli0001')).out).toBe(
      'No forced refusal: every call answers normally.',
    );
    expect(await setFundPassword(token)).toBe(0);
  });

  it('refuses a code the call does not declare, with exit code 1 and the codes it does', async () => {
    const out = await admin({}, 'refusal', 'on', 'user.mpassword', 'insufficientBalance');
    expect(out).toEqual({
      code: 1,
      out: '422: user.mpassword cannot be made to answer 1001; its contract declares 401, 1000, 1005, 1006',
    });
  });

  it('makes a preset account that can sign in', async () => {
    const made = await admin({}, 'preset', 'empty-account', '--user', 'cliempty');
    expect(made.code).toBe(0);
    expect(made.out).toMatch(/^cliempty \/ \S+\nno money, unverified$/);
    expect((await admin({}, 'preset', 'rich-account')).code).toBe(1);
  });

  it('refuses a malformed ADMIN_SANDBOX before calling', async () => {
    const bad = await admin({ ADMIN_SANDBOX: 'Not A Name' }, 'refusal', 'list');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('ADMIN_SANDBOX=Not A Name');
  });

  it('acts on the sandbox ADMIN_SANDBOX names (its clock moved forward, never back), or says the server has no sandboxes', async () => {
    const registry = await t.app.inject({ url: '/__admin/sandboxes', headers: adminHeaders });
    if (registry.statusCode === 404) {
      // The sandbox verbs say what the server answered; nothing falls back to a local file.
      const list = await admin({}, 'sandbox', 'list');
      expect(list.code).toBe(1);
      expect(list.out).toMatch(/^404: /);
      return;
    }
    expect((await admin({}, 'sandbox', 'create', 'team-cli')).code).toBe(0);
    expect((await admin({}, 'sandbox', 'list')).out).toContain('team-cli');
    const inSandbox = { ADMIN_SANDBOX: 'team-cli' };
    expect((await admin(inSandbox, 'clock', 'freeze')).out).toContain('(frozen)');
    const clockNow = async () =>
      (
        await t.app.inject({ url: '/__admin/clock', headers: { ...adminHeaders, 'x-sandbox': 'team-cli' } })
      ).json().now as number;
    const before = await clockNow();
    expect((await admin(inSandbox, 'clock', 'advance', '2h')).code).toBe(0);
    expect(await clockNow()).toBe(before + 2 * 3_600_000);
    expect((await admin(inSandbox, 'clock', 'advance', '-2h')).code).toBe(1);
    expect(await clockNow()).toBe(before + 2 * 3_600_000);
    await admin(inSandbox, 'refusal', 'on', 'user.balance', '401');
    expect((await admin(inSandbox, 'refusal', 'list')).out).toContain(
      'user.balance answers 401 for everybody',
    );
    expect((await admin({}, 'refusal', 'list')).out).toContain('No forced refusal');
  });

  it('reads clock durations as seconds, minutes, hours or days, and nothing else', () => {
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('7d')).toBe(7 * 86_400_000);
    expect(parseDuration('2h')).toBe(7_200_000);
    expect(parseDuration('-5m')).toBeNaN();
    expect(parseDuration('5 weeks')).toBeNaN();
  });
});
