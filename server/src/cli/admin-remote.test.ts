import { adminPrefix } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, testAdminToken } from '../test/admin-token.ts';
import { auth, envelopeOf, makeApp, registerUser } from '../test/harness.ts';
import { runAdmin } from './admin-commands.ts';
import type { AdminRemote } from './admin-remote.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp({ ADMIN_TOKEN: testAdminToken });
});
afterEach(() => t.close());

/** The developer API of the test server, called the way the console calls it over HTTP. */
const remote: AdminRemote = async (call, body) => {
  const res = await t.app.inject({
    method: call.method,
    url: `${adminPrefix}${call.path}`,
    headers: adminHeaders,
    payload: body as object | undefined,
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.json().error}`);
  return res.json();
};
const admin = (...argv: string[]) =>
  runAdmin(argv, { database: t.deps.database, clock: t.clock.now, remote });
const base = async (token?: string) =>
  envelopeOf(await t.app.inject({ url: '/api/v1/common/base', headers: token ? auth(token) : {} })).data as {
    recharge_open: boolean;
  };

describe('pnpm admin scenario, faults, reset and snapshot', () => {
  it('turns a scenario on for one user by name and lists who has it', async () => {
    const token = await registerUser(t.app, 'erin001', 'Zq9-secret-42');
    const out = await admin('scenario', 'on', 'recharge-closed', '--user', 'erin001');
    expect(out).toMatch(/\[on\] recharge-closed .*\(erin001\)/);
    expect((await base(token)).recharge_open).toBe(false);
    expect((await base()).recharge_open).toBe(true);
    await admin('scenario', 'off', 'recharge-closed', '--user', 'erin001');
    expect((await base(token)).recharge_open).toBe(true);
  });

  it('names the scenarios when given an unknown one, and a missing user plainly', async () => {
    await expect(admin('scenario', 'on', 'recharge-shut')).rejects.toThrow(
      /No scenario recharge-shut.*recharge-closed/,
    );
    await expect(admin('scenario', 'on', 'kyc-pending', '--user', 'nobody1')).rejects.toThrow(
      /404: no user nobody1/,
    );
  });

  it('sets faults from JSON, refusing a wrong shape before calling the server', async () => {
    await expect(admin('faults', 'set', '{"routes":[{"route":"*","errorRate":2}]}')).rejects.toThrow(
      /errorRate/,
    );
    const out = await admin(
      'faults',
      'set',
      '{"seed":9,"routes":[{"route":"GET /api/v1/market/**","errorRate":0.1}]}',
    );
    expect(JSON.parse(out)).toMatchObject({
      seed: 9,
      routes: [{ route: 'GET /api/v1/market/**', errors: ['http503'] }],
    });
    expect(JSON.parse(await admin('faults', 'clear'))).toEqual({ seed: 9, routes: [] });
  });

  it('saves and loads a snapshot and resets, through the running server', async () => {
    expect(await admin('snapshot', 'save', 'clean')).toBe('Saved snapshot clean.');
    expect(await admin('snapshot', 'load', 'clean')).toBe('Loaded snapshot clean.');
    expect(await admin('reset')).toMatch(/seeded demo state/);
  });
});
