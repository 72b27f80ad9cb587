import { api, ErrorCode } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountRepository } from './modules/account/account.repository.ts';
import { fingerprint } from './test/fingerprint.ts';
import { apiCaller, auth, envelopeOf, form, makeApp, registerUser } from './test/harness.ts';
import { testCatalog, writeTick } from './test/trading.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp({}, { products: testCatalog() });
});
afterEach(() => t.close());

const { post, get } = apiCaller(() => t.app);
const registration = (username: string) => ({
  username,
  password: 'Zq9-secret',
  repassword: 'Zq9-secret',
  agree: '1',
});

describe('the language selector', () => {
  it.each([
    ['query', '?lang=__proto__', {}],
    ['query', '?lang=constructor-US', {}],
    ['header', '', { lang: 'toString' }],
    ['Accept-Language', '', { 'accept-language': '__proto__, constructor-cn;q=0.5' }],
  ] as const)(
    '%s %s %o falls back to the default language and the write answers success',
    async (_w, q, h) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/user/register${q}`,
        ...form(registration('langfuzz1')),
        headers: { ...form({}).headers, ...h },
      });
      expect(res.statusCode).toBe(200);
      expect(envelopeOf(res)).toMatchObject({ code: 0, msg: 'Success' });
    },
  );
});

describe('routes outside the contracts', () => {
  it('common/file answers repeated keys and a missing id with the envelope', async () => {
    const token = await registerUser(t.app, 'filer001', 'Zq9-secret');
    for (const q of ['id=a&id=b', '', 'id[x]=1']) {
      const res = await get(`common/file?${q}`, auth(token));
      expect(res.statusCode, q).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(envelopeOf(res).code).toBe(ErrorCode.invalidInput);
    }
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'abc'],
    ['a wrong boundary', 'multipart/form-data; boundary=yy', '--zz\r\n\r\nabc'],
    [
      'a truncated part',
      'multipart/form-data; boundary=zz',
      '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nab',
    ],
  ])('the uploader refuses a multipart body with %s, and stores nothing', async (_what, type, payload) => {
    const token = await registerUser(t.app, 'upload01', 'Zq9-secret');
    const before = await fingerprint(t.deps.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/common/uploader',
      headers: { ...auth(token), 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res)).toMatchObject({
      code: ErrorCode.invalidInput,
      msg: 'The request could not be read, please try again',
    });
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });
});

describe('messages', () => {
  it('an unreadable body and an oversized body say so, not "body is invalid" or "file too large"', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: '{x',
      headers: { 'content-type': 'application/json' },
    });
    expect(envelopeOf(bad).msg).toBe('The request could not be read, please try again');
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: Buffer.alloc(6 * 1024 * 1024, 97),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(envelopeOf(big).msg).toBe('The request is too large');
  });

  it('market/kline names its `to` as an end time', async () => {
    const res = await get('market/kline?symbol=BTCUSDT&interval=1Min&to=abc');
    expect(envelopeOf(res).msg).toBe('The end time is invalid');
  });
});

describe('headers', () => {
  it('a business error is JSON, and an answer to a signed-in user is not cached', async () => {
    const wrong = await post('user/login', { username: 'nobody01', password: 'nottheone' });
    expect(wrong.headers['content-type']).toBe('application/json; charset=utf-8');
    const token = await registerUser(t.app, 'headers1', 'Zq9-secret');
    const res = await get('user/balance', auth(token));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the CSP lets the app connect and load images only from its own origin', async () => {
    const csp = String((await get('common/base')).headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("img-src 'self' data: blob:;");
  });
});

describe('proxies and addresses', () => {
  // A different name on every try, so the per-account lock cannot stop these: only the per-address
  // limit (20 a minute on login) can, and only if the forged header is not believed.
  const loginFrom = async (app: typeof t.app, i: number) =>
    envelopeOf(
      await app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        ...form({ username: `nobody${i}`, password: 'wrongpass' }),
        headers: { ...form({}).headers, 'x-forwarded-for': `1.2.3.${i}` },
      }),
    ).code;

  it('a forged X-Forwarded-For does not escape the login rate limit unless TRUST_PROXY is set', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) codes.push(await loginFrom(t.app, i));
    expect(codes.slice(0, 20).every((c) => c !== ErrorCode.rateLimited)).toBe(true);
    expect(codes.slice(20)).toEqual([ErrorCode.rateLimited, ErrorCode.rateLimited]);

    const behindProxy = await makeApp({ TRUST_PROXY: true });
    try {
      const trusted: number[] = [];
      for (let i = 0; i < 22; i++) trusted.push(await loginFrom(behindProxy.app, i));
      expect(trusted.includes(ErrorCode.rateLimited)).toBe(false);
    } finally {
      await behindProxy.close();
    }
  });

  it('common/base and the invite link never follow Host or X-Forwarded-Host', async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };
    const base = api.common.base.data.parse(envelopeOf(await get('common/base', forged)).data);
    expect(base.wss).toBe('/ws');
    const token = await registerUser(t.app, 'inviter9', 'Zq9-secret');
    const qr = api.user.getMyQrcode.data.parse(
      envelopeOf(await get('user/getMyQrcode', { ...auth(token), ...forged })).data,
    );
    expect(qr.link).toMatch(/^http:\/\/localhost:8080\//);
    const configured = await makeApp({ PUBLIC_URL: 'https://coinly.example' });
    try {
      const res = await configured.app.inject({ method: 'GET', url: '/api/v1/common/base', headers: forged });
      expect(envelopeOf(res).data).toMatchObject({ wss: 'wss://coinly.example/ws' });
    } finally {
      await configured.close();
    }
  });
});

describe('password recovery', () => {
  it('returns no code unless RECOVERY_CODE_IN_RESPONSE is set', async () => {
    await registerUser(t.app, 'recover1', 'Zq9-secret');
    const data = envelopeOf(await post('user/findpwdCode', { username: 'recover1' })).data;
    expect(data).not.toHaveProperty('demo_code');
    const local = await makeApp({ RECOVERY_CODE_IN_RESPONSE: true });
    try {
      await registerUser(local.app, 'recover1', 'Zq9-secret');
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/v1/user/findpwdCode',
        ...form({ username: 'recover1' }),
      });
      expect(envelopeOf(res).data).toHaveProperty('demo_code');
    } finally {
      await local.close();
    }
  });
});

describe('restricted accounts', () => {
  it('are refused a buy with a clear message, and nothing moves', async () => {
    const token = await registerUser(t.app, 'limited1', 'Zq9-secret');
    await writeTick(t.deps.database, 'BTCUSDT', t.clock.now() - (t.clock.now() % 1000), '50000');
    const user = await accountRepository.byUsername(t.deps.database.db, 'limited1');
    await t.deps.database.write((tx) => accountRepository.update(tx, user?.id ?? 0, { status: 0 }));
    const before = await fingerprint(t.deps.database.db);
    const res = await post(
      'user/buy',
      { product_id: 1, direction: 'up', seconds: 30, amount: '10' },
      auth(token),
    );
    expect(envelopeOf(res)).toMatchObject({
      code: ErrorCode.restricted,
      msg: 'Your access has been restricted',
    });
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });
});
