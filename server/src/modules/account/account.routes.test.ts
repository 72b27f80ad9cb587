import { api, ErrorCode } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp({ RECOVERY_CODE_IN_RESPONSE: true });
});
afterEach(() => t.close());

const { post, get } = apiCaller(() => t.app);

describe('user/register', () => {
  it('creates an account with demo funds and returns a user and token', async () => {
    const res = await post('user/register', {
      username: 'alice01',
      password: 'Zq9-secret',
      repassword: 'Zq9-secret',
      agree: '1',
    });
    const body = envelopeOf(res);
    expect(body.code).toBe(0);
    const data = api.user.register.data.parse(body.data);
    expect(data.user.username).toBe('alice01');
    expect(data.user.balance).toBe('10000.000000');
    expect(data.token.length).toBeGreaterThanOrEqual(40);
  });

  it('accepts a JSON body as well as a form', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/register',
      payload: { username: 'jsonuser', password: 'Zq9-secret', repassword: 'Zq9-secret', agree: 'true' },
    });
    expect(envelopeOf(res).code).toBe(0);
  });

  it('refuses a taken username and leaves the first account alone', async () => {
    await registerUser(t.app, 'alice01');
    const res = await post('user/register', {
      username: 'alice01',
      password: 'other1234',
      repassword: 'other1234',
      agree: '1',
    });
    expect(envelopeOf(res)).toMatchObject({
      code: ErrorCode.conflict,
      msg: 'This account is already registered',
    });
    const login = await post('user/login', { username: 'alice01', password: 'Zq9-secret' });
    expect(envelopeOf(login).code).toBe(0);
  });

  it('names the missing field in the message', async () => {
    const res = await post('user/register', { password: 'Zq9-secret', repassword: 'Zq9-secret', agree: '1' });
    expect(envelopeOf(res)).toMatchObject({ code: ErrorCode.invalidInput, msg: 'Please enter account' });
  });

  it('says the two passwords are inconsistent', async () => {
    const res = await post('user/register', {
      username: 'bob0001',
      password: 'Zq9-secret',
      repassword: 'secret124',
      agree: '1',
    });
    expect(envelopeOf(res)).toMatchObject({
      code: ErrorCode.invalidInput,
      msg: 'The two passwords are inconsistent',
    });
  });

  it('requires agreement to the user agreement and privacy policy', async () => {
    const res = await post('user/register', {
      username: 'bob0001',
      password: 'Zq9-secret',
      repassword: 'Zq9-secret',
    });
    expect(envelopeOf(res).msg).toBe('Please read and agree to the user agreement and privacy policy');
  });

  it('records the inviter from a valid invite code and refuses an unknown one', async () => {
    const token = await registerUser(t.app, 'inviter1');
    const home = api.user.home.data.parse(envelopeOf(await get('user/home', auth(token))).data);
    const fields = { password: 'Zq9-secret', repassword: 'Zq9-secret', agree: '1' };
    const ok = await post('user/register', {
      ...fields,
      username: 'invitee1',
      invite_code: home.user.invite_code,
    });
    expect(envelopeOf(ok).code).toBe(0);
    const bad = await post('user/register', { ...fields, username: 'invitee2', invite_code: 'NOPE0000' });
    expect(envelopeOf(bad)).toMatchObject({ code: ErrorCode.invalidInput, msg: 'Invite code is invalid' });
  });
});

describe('user/login and sessions', () => {
  it('logs in and the token opens user/home', async () => {
    await registerUser(t.app, 'alice01');
    const body = envelopeOf(await post('user/login', { username: 'alice01', password: 'Zq9-secret' }));
    const { token, user } = api.user.login.data.parse(body.data);
    expect(user.last_login_time).not.toBeNull();
    const home = await get('user/home', auth(token));
    expect(api.user.home.data.parse(envelopeOf(home).data).user.username).toBe('alice01');
  });

  it('refuses a wrong password without saying which part was wrong', async () => {
    await registerUser(t.app, 'alice01');
    const wrong = envelopeOf(await post('user/login', { username: 'alice01', password: 'nottheone' }));
    const unknown = envelopeOf(await post('user/login', { username: 'nobody01', password: 'nottheone' }));
    expect(wrong).toMatchObject({ code: ErrorCode.wrongPassword, msg: 'Incorrect account or password' });
    expect(unknown.msg).toBe(wrong.msg);
  });

  it('answers 401 with the envelope without a token, with a bad token and with an expired one', async () => {
    const token = await registerUser(t.app);
    expect((await get('user/home')).statusCode).toBe(401);
    expect(envelopeOf(await get('user/home', auth('garbage'))).code).toBe(ErrorCode.unauthorized);
    t.clock.advance(8 * 24 * 3_600_000);
    const expired = await get('user/home', auth(token));
    expect(expired.statusCode).toBe(401);
    expect(envelopeOf(expired).msg).toBe('You are offline, please log in again');
  });

  it('hands back a refreshed token once half the session has passed, and the old one keeps a short grace', async () => {
    const token = await registerUser(t.app);
    t.clock.advance(4 * 24 * 3_600_000);
    const res = await get('user/balance', auth(token));
    const fresh = /^Bearer (\S+)$/.exec(String(res.headers.authorization))?.[1];
    expect(fresh).toBeTruthy();
    expect((await get('user/balance', auth(fresh as string))).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await get('user/balance', auth(token))).statusCode).toBe(401);
  });

  it('logs out: the token stops working', async () => {
    const token = await registerUser(t.app);
    expect(envelopeOf(await post('user/logout', {}, auth(token))).code).toBe(0);
    expect((await get('user/home', auth(token))).statusCode).toBe(401);
  });

  it('rate-limits repeated login attempts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      codes.push(envelopeOf(await post('user/login', { username: 'nobody01', password: 'wrongpass' })).code);
    }
    expect(codes.at(-1)).toBe(1006);
  });
});

describe('passwords', () => {
  it('changes the login password, keeps this session and ends the others', async () => {
    const token = await registerUser(t.app);
    const other = envelopeOf(await post('user/login', { username: 'alice01', password: 'Zq9-secret' }));
    const otherToken = (other.data as { token: string }).token;
    const res = await post(
      'user/password',
      { oldpassword: 'Zq9-secret', password: 'newpass99', repassword: 'newpass99' },
      auth(token),
    );
    expect(envelopeOf(res).code).toBe(0);
    expect((await get('user/home', auth(token))).statusCode).toBe(200);
    expect((await get('user/home', auth(otherToken))).statusCode).toBe(401);
    expect(envelopeOf(await post('user/login', { username: 'alice01', password: 'newpass99' })).code).toBe(0);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const token = await registerUser(t.app);
    const res = await post(
      'user/password',
      { oldpassword: 'nottheone', password: 'newpass99', repassword: 'newpass99' },
      auth(token),
    );
    expect(envelopeOf(res)).toMatchObject({
      code: ErrorCode.wrongPassword,
      msg: 'The current password is incorrect',
    });
    expect(envelopeOf(await post('user/login', { username: 'alice01', password: 'Zq9-secret' })).code).toBe(
      0,
    );
  });

  it('sets a fund password, then requires the old one to change it', async () => {
    const token = await registerUser(t.app);
    const used = () =>
      get('user/isUsedMpwd', auth(token)).then((r) => api.user.isUsedMpwd.data.parse(envelopeOf(r).data));
    expect((await used()).used).toBe(false);
    expect(
      envelopeOf(await post('user/mpassword', { password: '123456', repassword: '123456' }, auth(token)))
        .code,
    ).toBe(0);
    expect((await used()).used).toBe(true);
    const noOld = await post('user/mpassword', { password: '654321', repassword: '654321' }, auth(token));
    expect(envelopeOf(noOld).msg).toBe('Please enter your current password');
    const ok = await post(
      'user/mpassword',
      { oldpassword: '123456', password: '654321', repassword: '654321' },
      auth(token),
    );
    expect(envelopeOf(ok).code).toBe(0);
  });

  it('refuses a fund password that is not six digits', async () => {
    const token = await registerUser(t.app);
    const res = await post('user/mpassword', { password: '12ab56', repassword: '12ab56' }, auth(token));
    expect(envelopeOf(res)).toMatchObject({
      code: ErrorCode.invalidInput,
      msg: 'The fund password must be 6 digits',
    });
  });

  it('recovers a forgotten password with the code, once, and ends every session', async () => {
    const token = await registerUser(t.app);
    const started = api.user.findpwdCode.data.parse(
      envelopeOf(await post('user/findpwdCode', { username: 'alice01' })).data,
    );
    const code = started.demo_code as string;
    const fields = { username: 'alice01', password: 'recover99', repassword: 'recover99' };
    const wrong = await post('user/findpwd', { ...fields, code: code === '000000' ? '111111' : '000000' });
    expect(envelopeOf(wrong).msg).toBe('The verification code is wrong or has expired');
    expect(envelopeOf(await post('user/findpwd', { ...fields, code })).code).toBe(0);
    expect((await get('user/home', auth(token))).statusCode).toBe(401);
    expect(envelopeOf(await post('user/login', { username: 'alice01', password: 'recover99' })).code).toBe(0);
    expect(envelopeOf(await post('user/findpwd', { ...fields, code })).code).toBe(ErrorCode.wrongPassword);
  });
});

describe('user/home and user/balance', () => {
  it('reads balances from the ledger', async () => {
    const token = await registerUser(t.app);
    const balance = api.user.balance.data.parse(envelopeOf(await get('user/balance', auth(token))).data);
    expect(balance).toEqual({
      usdt: { available: '10000.000000', locked: '0.000000' },
      money: { available: '50000.00', locked: '0.00' },
    });
  });

  it('gives no demo funds when demo mode is off', async () => {
    const off = await makeApp({ DEMO_MODE: false });
    try {
      const token = await registerUser(off.app);
      const res = await off.app.inject({ method: 'GET', url: '/api/v1/user/balance', headers: auth(token) });
      expect(envelopeOf(res).data).toMatchObject({ usdt: { available: '0.000000' } });
    } finally {
      await off.close();
    }
  });
});
