import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, envelopeOf, makeApp, registerUser } from '../test/harness.ts';
import { runAdmin } from './admin-commands.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp();
});
afterEach(() => t.close());

const admin = (...argv: string[]) => runAdmin(argv, { database: t.deps.database, clock: t.clock.now });
const base = async () =>
  envelopeOf(await t.app.inject({ url: '/api/v1/common/base' })).data as Record<string, unknown>;

describe('the admin console', () => {
  it('closes recharge, and a running server says so within a second', async () => {
    expect((await base()).recharge_open).toBe(true);
    await admin('config', 'set', 'recharge_open', 'false');
    t.clock.advance(1_000);
    expect((await base()).recharge_open).toBe(false);
  });

  it('refuses a value of the wrong shape and changes nothing', async () => {
    await expect(admin('config', 'set', 'withdraw_open', '"maybe"')).rejects.toThrow(
      /Invalid value for withdraw_open/,
    );
    await expect(admin('config', 'set', 'no_such_key', '1')).rejects.toThrow(/Usage/);
    t.clock.advance(1_000);
    expect((await base()).withdraw_open).toBe(true);
  });

  it('slows every API answer down on request, to try the app on a slow network', async () => {
    await admin('config', 'set', 'latency_ms', '150');
    t.clock.advance(1_000);
    const started = performance.now();
    await base();
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('logs a user out everywhere, so the app meets a 401', async () => {
    const token = await registerUser(t.app, 'victim01');
    await admin('user', 'logout', 'victim01');
    expect((await t.app.inject({ url: '/api/v1/user/home', headers: auth(token) })).statusCode).toBe(401);
  });

  it('restricts a user: status 0 shows in user/home', async () => {
    const token = await registerUser(t.app, 'limited1');
    await admin('user', 'status', 'limited1', '0');
    const home = envelopeOf(await t.app.inject({ url: '/api/v1/user/home', headers: auth(token) }));
    expect(home.data).toMatchObject({ user: { status: 0 } });
  });
});
