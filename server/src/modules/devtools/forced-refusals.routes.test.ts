import { adminTokenHeader, ErrorCode, forceRefusalHeader, sandboxHeader } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from '../../test/fingerprint.ts';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';

const token = 'a-long-admin-token';
const dev = { [adminTokenHeader]: token };
let t: Awaited<ReturnType<typeof makeApp>>;
let alice: string;
let bob: string;
beforeEach(async () => {
  t = await makeApp({ ADMIN_TOKEN: token });
  alice = await registerUser(t.app, 'alice01');
  bob = await registerUser(t.app, 'bob0001');
});
afterEach(() => t.close());

const api = apiCaller(() => t.app);
const setFundPassword = async (session: string, headers: Record<string, string> = {}) =>
  envelopeOf(
    await api.post(
      'user/mpassword',
      { password: '246813', repassword: '246813' },
      { ...auth(session), ...headers },
    ),
  );
const refusal = (body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/__admin/refusal', headers: dev, payload: body });
const print = () => fingerprint(t.deps.database.db);

describe('forcing a refusal with the X-Force-Refusal header', () => {
  it('answers the declared code with its translated message and changes nothing', async () => {
    const before = await print();
    const res = await api.post(
      'user/mpassword',
      { password: '246813', repassword: '246813' },
      { ...auth(alice), ...dev, lang: 'de', [forceRefusalHeader]: 'wrongPassword' },
    );
    expect(envelopeOf(res)).toEqual({
      code: ErrorCode.wrongPassword,
      msg: 'Das Passwort oder der Code ist falsch',
      data: null,
    });
    expect(res.headers['x-refusal-forced']).toBe(String(ErrorCode.wrongPassword));
    expect(await print()).toBe(before);
    // Without the header the same call goes through.
    expect((await setFundPassword(alice)).code).toBe(0);
    expect(await print()).not.toBe(before);
  });

  it('sends 429 for a forced rate limit and 401 for a forced expired session, as the real ones are sent', async () => {
    const limited = await api.post(
      'user/mpassword',
      { password: '246813', repassword: '246813' },
      { ...auth(alice), ...dev, [forceRefusalHeader]: String(ErrorCode.rateLimited) },
    );
    expect(limited.statusCode).toBe(429);
    expect(envelopeOf(limited).code).toBe(ErrorCode.rateLimited);
    const gone = await api.get('user/balance', { ...auth(alice), ...dev, [forceRefusalHeader]: '401' });
    expect(gone.statusCode).toBe(401);
  });

  it('refuses a code the call does not declare, naming the ones it does, and changes nothing', async () => {
    const before = await print();
    const res = await api.post(
      'user/mpassword',
      { password: '246813', repassword: '246813' },
      { ...auth(alice), ...dev, [forceRefusalHeader]: 'insufficientBalance' },
    );
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res)).toMatchObject({ code: ErrorCode.invalidInput });
    expect(envelopeOf(res).msg).toBe(
      'This call cannot be made to answer code insufficientBalance; it may answer 401, 1000, 1005, 1006',
    );
    expect(await print()).toBe(before);
  });

  it('is ignored without the developer token: the call goes through', async () => {
    const res = await setFundPassword(alice, { [forceRefusalHeader]: 'wrongPassword' });
    expect(res.code).toBe(0);
  });
});

describe('standing forced refusals from the developer API', () => {
  it('for one user: that user gets the refusal, another user does not, until it is turned off', async () => {
    const on = await refusal({
      call: 'user.mpassword',
      code: ErrorCode.wrongPassword,
      user: 'ALICE01',
      on: true,
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().rules).toEqual([
      { call: 'user.mpassword', code: ErrorCode.wrongPassword, user: 'alice01' },
    ]);
    const before = await print();
    expect((await setFundPassword(alice)).code).toBe(ErrorCode.wrongPassword);
    expect(await print()).toBe(before);
    expect((await setFundPassword(bob)).code).toBe(0);
    await refusal({ call: 'user.mpassword', code: ErrorCode.wrongPassword, user: 'alice01', on: false });
    expect((await setFundPassword(alice)).code).toBe(0);
  });

  it('for the whole world: every caller gets it, and a reset turns it off', async () => {
    await refusal({ call: 'user.balance', code: ErrorCode.unauthorized, on: true });
    expect((await api.get('user/balance', auth(alice))).statusCode).toBe(401);
    expect((await api.get('user/balance', auth(bob))).statusCode).toBe(401);
    await t.app.inject({ method: 'POST', url: '/__admin/reset', headers: dev });
    const state = await t.app.inject({ method: 'GET', url: '/__admin/refusals', headers: dev });
    expect(state.json().rules).toEqual([]);
  });

  it('for one sandbox: its callers get it, while another sandbox and the default world answer normally', async () => {
    const inBox = (name: string) => ({ [sandboxHeader]: name });
    const demo = async (name: string) =>
      (
        envelopeOf(await api.post('user/login', { username: 'demo', password: 'demo123456' }, inBox(name)))
          .data as { token: string }
      ).token;
    const [a, b] = [await demo('refuse-a'), await demo('refuse-b')];
    const set = await t.app.inject({
      method: 'POST',
      url: '/__admin/refusal',
      headers: { ...dev, ...inBox('refuse-a') },
      payload: { call: 'user.balance', code: ErrorCode.unauthorized, on: true },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await api.get('user/balance', { ...auth(a), ...inBox('refuse-a') })).statusCode).toBe(401);
    expect((await api.get('user/balance', { ...auth(b), ...inBox('refuse-b') })).statusCode).toBe(200);
    expect((await api.get('user/balance', auth(alice))).statusCode).toBe(200);
  });

  it('accepts only codes the call declares, and no result of a trade or an Earn payout', async () => {
    const before = await print();
    const undeclared = await refusal({
      call: 'user.mpassword',
      code: ErrorCode.insufficientBalance,
      on: true,
    });
    expect(undeclared.statusCode).toBe(422);
    expect(undeclared.json().error).toBe(
      'user.mpassword cannot be made to answer 1001; its contract declares 401, 1000, 1005, 1006',
    );
    expect((await refusal({ call: 'user.nothing', code: 1000, on: true })).statusCode).toBe(422);
    expect((await refusal({ call: 'user.mpassword', code: 1005, user: 'nobody', on: true })).statusCode).toBe(
      404,
    );
    // A body can only name a call and a code: a result, a price or a payout is not a field it has.
    const outcome = await refusal({ call: 'user.buy', code: 0, result: 'win', on: true });
    expect(outcome.statusCode).toBe(422);
    const state = await t.app.inject({ method: 'GET', url: '/__admin/refusals', headers: dev });
    expect(state.json().rules).toEqual([]);
    expect(await print()).toBe(before);
  });

  it('lists every call with the codes it can be forced to answer, without the code whose refusal carries data', async () => {
    const state = (await t.app.inject({ method: 'GET', url: '/__admin/refusals', headers: dev })).json();
    const exchange = state.calls.find((c: { call: string }) => c.call === 'user.exchange');
    expect(exchange.codes).not.toContain(ErrorCode.conflict);
    expect(exchange.codes).toContain(ErrorCode.insufficientBalance);
  });
});
