import { ErrorCode } from '@app/contracts';
// Guessing bounded (issue #9, items 5 and 7): the password policy and per-account throttling.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from './test/fingerprint.ts';
import { apiCaller, auth, envelopeOf, form, makeApp, registerUser } from './test/harness.ts';
import { testCatalog } from './test/trading.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp({}, { products: testCatalog() });
});
afterEach(() => t.close());

const { post } = apiCaller(() => t.app);

describe('password policy', () => {
  it.each(['123456', 'password', '000000', 'PassWord1', 'qwerty123'])(
    'refuses the common password %s, translated, and creates nothing',
    async (password) => {
      const before = await fingerprint(t.deps.database.db);
      const res = await post('user/register', {
        username: 'policy01',
        password,
        repassword: password,
        agree: '1',
      });
      expect(envelopeOf(res)).toMatchObject({
        code: ErrorCode.invalidInput,
        msg: 'This password is too common, please choose another',
      });
      const zh = await post('user/register?lang=zh-Hans', {
        username: 'policy01',
        password,
        repassword: password,
        agree: '1',
      });
      expect(envelopeOf(zh).msg).toBe('该密码过于常见，请换一个');
      expect(await fingerprint(t.deps.database.db)).toBe(before);
    },
  );

  it('refuses the username as the password, on register and on change', async () => {
    const res = await post('user/register', {
      username: 'Policy02',
      password: 'policy02',
      repassword: 'policy02',
      agree: '1',
    });
    expect(envelopeOf(res).msg).toBe('The password must not be the same as the account');
    const token = await registerUser(t.app, 'policy03', 'Zq9-secret');
    const change = await post(
      'user/password',
      { oldpassword: 'Zq9-secret', password: 'policy03', repassword: 'policy03' },
      auth(token),
    );
    expect(envelopeOf(change).msg).toBe('The password must not be the same as the account');
  });
});

describe('per-account throttling', () => {
  it('locks an account after repeated wrong passwords from many addresses, growing, then lets the owner in', async () => {
    await registerUser(t.app, 'target01', 'Zq9-secret');
    const login = (password: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        remoteAddress: `10.0.0.${i}`,
        ...form({ username: 'TARGET01', password }),
      });
    for (let i = 0; i < 5; i++)
      expect(envelopeOf(await login('nottheone', i)).code).toBe(ErrorCode.wrongPassword);
    const locked = envelopeOf(await login('Zq9-secret', 99));
    expect(locked).toMatchObject({
      code: ErrorCode.rateLimited,
      msg: 'Too many failed attempts for this account, please try again in 1 min',
    });
    t.clock.advance(31_000);
    expect(envelopeOf(await login('nottheone', 50)).code).toBe(ErrorCode.wrongPassword);
    expect(envelopeOf(await login('Zq9-secret', 51)).code).toBe(ErrorCode.rateLimited);
    t.clock.advance(61_000);
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      ...form({ username: 'target01', password: 'Zq9-secret' }),
    });
    expect(envelopeOf(owner).code).toBe(0);
  });

  it('locks recovery-code guessing per account, across new codes', async () => {
    const recovery = await makeApp({ RECOVERY_CODE_IN_RESPONSE: true });
    try {
      await registerUser(recovery.app, 'target02', 'Zq9-secret');
      const send = (url: string, fields: Record<string, string>) =>
        recovery.app.inject({
          method: 'POST',
          url: `/api/v1/${url}`,
          remoteAddress: `10.1.0.${(Math.random() * 250) | 0}`,
          ...form(fields),
        });
      const fields = { username: 'target02', password: 'Zq9-recovered', repassword: 'Zq9-recovered' };
      for (let i = 0; i < 5; i++) {
        const { demo_code } = envelopeOf(await send('user/findpwdCode', { username: 'target02' })).data as {
          demo_code: string;
        };
        const wrong = demo_code === '000000' ? '111111' : '000000';
        expect(envelopeOf(await send('user/findpwd', { ...fields, code: wrong })).code).toBe(
          ErrorCode.wrongPassword,
        );
      }
      const { demo_code } = envelopeOf(await send('user/findpwdCode', { username: 'target02' })).data as {
        demo_code: string;
      };
      expect(envelopeOf(await send('user/findpwd', { ...fields, code: demo_code })).code).toBe(
        ErrorCode.rateLimited,
      );
    } finally {
      await recovery.close();
    }
  });
});
