import { ErrorCode, scenarioHeader } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, testAdminToken } from '../../test/admin-token.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';
import { scenarioStore } from './scenario-store.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp({ ADMIN_TOKEN: testAdminToken });
});
afterEach(() => t.close());
const { get, post } = apiCaller(() => t.app);
const admin = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
  t.app.inject({ method, url: `/__admin/${path}`, headers: adminHeaders, payload });
const base = async (headers: Record<string, string> = {}) =>
  envelopeOf(await get('common/base', headers)).data as {
    recharge_open: boolean;
    withdraw_open: boolean;
    customer_service: { channels: unknown[]; qrcode: string | null };
  };

describe('scenarios', () => {
  it('apply to one request through X-Scenario, and to that request only', async () => {
    const closed = await base({
      ...adminHeaders,
      [scenarioHeader]: 'recharge-closed, no-customer-service, not-a-scenario',
    });
    expect(closed.recharge_open).toBe(false);
    expect(closed.withdraw_open).toBe(true);
    expect(closed.customer_service).toEqual({ channels: [], qrcode: null });
    const after = await base();
    expect(after.recharge_open).toBe(true);
    expect(after.customer_service.channels.length).toBeGreaterThan(0);
  });

  it('from X-Scenario, count only with the developer token: an anonymous client cannot fault its own requests', async () => {
    const before = await fingerprint(t.deps.database.db);
    for (const headers of [{}, { 'x-admin-token': 'guessed-token-0123' }] as Array<Record<string, string>>) {
      const res = await get('common/base', { ...headers, [scenarioHeader]: 'maintenance,recharge-closed' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-scenario-applied']).toBeUndefined();
      expect((envelopeOf(res).data as { recharge_open: boolean }).recharge_open).toBe(true);
    }
    const flaky = await get('common/base', { [scenarioHeader]: 'flaky-network,slow-network' });
    expect(flaky.headers['x-scenario-applied']).toBeUndefined();
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });

  it('switched on by admin for one user, reach that user only, until switched off', async () => {
    const alice = await registerUser(t.app, 'alice01', 'Zq9-secret-42');
    const bob = await registerUser(t.app, 'bob0001', 'Zq9-secret-42');
    const on = await admin('POST', 'scenario', { name: 'withdraw-closed', on: true, user: 'ALICE01' });
    expect(on.json().active.users).toEqual([{ username: 'alice01', scenarios: ['withdraw-closed'] }]);
    expect((await base(auth(alice))).withdraw_open).toBe(false);
    expect((await base(auth(bob))).withdraw_open).toBe(true);
    expect((await base()).withdraw_open).toBe(true);
    await admin('POST', 'scenario', { name: 'withdraw-closed', on: false, user: 'alice01' });
    expect((await base(auth(alice))).withdraw_open).toBe(true);
  });

  it('switched on by admin for everybody, reach every caller and are kept in the database', async () => {
    await admin('POST', 'scenario', { name: 'recharge-closed', on: true });
    expect((await base()).recharge_open).toBe(false);
    expect((await admin('GET', 'state')).json().active.global).toEqual(['recharge-closed']);
    // What a restarted server reads back.
    expect(scenarioStore(t.deps.database).global()).toEqual(['recharge-closed']);
  });

  it('kyc-pending and kyc-declined show their state in real-name verification and the user home, writing nothing', async () => {
    const token = await registerUser(t.app, 'dave001', 'Zq9-secret-42');
    const before = await fingerprint(t.deps.database.db);
    const realname = async (scenario?: string) =>
      envelopeOf(
        await get('user/getRealnameAuth', {
          ...auth(token),
          ...(scenario ? { ...adminHeaders, [scenarioHeader]: scenario } : {}),
        }),
      ).data as { status: number; reason: string | null };
    const home = async (scenario: string) =>
      (
        envelopeOf(await get('user/home', { ...auth(token), ...adminHeaders, [scenarioHeader]: scenario }))
          .data as {
          realname_status: number;
        }
      ).realname_status;
    expect(await realname()).toMatchObject({ status: 0, reason: null });
    expect(await realname('kyc-pending')).toMatchObject({ status: 1, reason: null });
    expect(await home('kyc-pending')).toBe(1);
    const declined = await realname('kyc-declined');
    expect(declined.status).toBe(3);
    expect(declined.reason).toMatch(/blurred/);
    expect(await home('kyc-declined')).toBe(3);
    expect(await realname()).toMatchObject({ status: 0 });
    expect(await fingerprint(t.deps.database.db)).toEqual(before);
  });

  it('restricted-user refuses a money-moving call with restricted and changes nothing', async () => {
    const token = await registerUser(t.app, 'carol01', 'Zq9-secret-42');
    const before = await fingerprint(t.deps.database.db);
    const res = await post(
      'user/buy',
      { id: 1, seconds: 30, amount: '10', type: 1 },
      {
        ...auth(token),
        ...adminHeaders,
        [scenarioHeader]: 'restricted-user',
      },
    );
    expect(envelopeOf(res).code).toBe(ErrorCode.restricted);
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });

  it('session-expired from admin answers 401 once, then the session works again', async () => {
    const token = await registerUser(t.app, 'dave001', 'Zq9-secret-42');
    await admin('POST', 'scenario', { name: 'session-expired', on: true, user: 'dave001' });
    const first = await get('user/home', auth(token));
    expect(first.statusCode).toBe(401);
    expect(envelopeOf(first).code).toBe(ErrorCode.unauthorized);
    expect((await get('user/home', auth(token))).statusCode).toBe(200);
    expect((await admin('GET', 'state')).json().active.users).toEqual([]);
  });

  it('maintenance answers every call with HTTP 503 and a translated message', async () => {
    await admin('POST', 'scenario', { name: 'maintenance', on: true });
    const res = await get('common/base', { 'accept-language': 'de' });
    expect(res.statusCode).toBe(503);
    expect(envelopeOf(res).msg).toMatch(/Wartung/);
    await admin('POST', 'scenario', { name: 'maintenance', on: false });
    expect((await get('common/base')).statusCode).toBe(200);
  });
});

describe('faults', () => {
  const sequence = async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 24; i++) statuses.push((await get('common/base')).statusCode);
    return statuses.join('');
  };
  const rule = { route: 'GET /api/v1/common/*', errorRate: 0.5, errors: ['http500', 'http503'] };

  it('drawn from the same seed fail the same requests in the same way', async () => {
    await admin('PUT', 'faults', { seed: 42, routes: [rule] });
    const first = await sequence();
    expect(first).toMatch(/500|503/);
    expect(first).toMatch(/200/);
    await admin('PUT', 'faults', { seed: 42, routes: [rule] });
    expect(await sequence()).toBe(first);
    await admin('PUT', 'faults', { seed: 7, routes: [rule] });
    expect(await sequence()).not.toBe(first);
  });

  it('reach only the routes their pattern names', async () => {
    await admin('PUT', 'faults', {
      seed: 1,
      routes: [{ ...rule, route: 'POST /api/v1/user/*', errorRate: 1 }],
    });
    expect(await sequence()).toBe('200'.repeat(24));
  });

  it('and the requests they touched are in the journal with their contract verdict', async () => {
    await admin('PUT', 'faults', { seed: 3, routes: [{ ...rule, errorRate: 1, errors: ['http503'] }] });
    await get('common/base');
    await admin('PUT', 'faults', { seed: 3, routes: [] });
    await get('common/base');
    const { requests } = (await admin('GET', 'journal')).json();
    expect(requests.map((r: { status: number }) => r.status)).toEqual([503, 200]);
    expect(requests[0]).toMatchObject({ call: 'common.base', fault: 'http503', verdict: { grade: 'err' } });
    expect(requests[1]).toMatchObject({
      call: 'common.base',
      fault: null,
      code: 0,
      verdict: { grade: 'ok' },
    });
  });
});
