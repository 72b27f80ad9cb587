import { sandboxHeader } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminHeaders, testAdminToken } from '../../test/admin-token.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { auth, envelopeOf, form, makeApp, registerUser } from '../../test/harness.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp({ ADMIN_TOKEN: testAdminToken, MARKET_SYMBOLS: 'BTC' });
});
afterEach(async () => {
  await t.close();
});

const inSandbox = (name: string) => ({ [sandboxHeader]: name });
const login = (username: string, password: string, headers: Record<string, string> = {}) => {
  const f = form({ username, password });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    ...f,
    headers: { ...f.headers, ...headers },
  });
};
const info = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user/balance', headers: { ...auth(token), ...headers } });
const register = async (name: string | null, username: string) => {
  const f = form({ username, password: 'Zq9-secret', repassword: 'Zq9-secret', agree: '1' });
  const headers = { ...f.headers, ...(name ? inSandbox(name) : {}) };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/register',
    payload: f.payload,
    headers,
  });
  return envelopeOf(res);
};

describe('sandboxes', () => {
  it('a new sandbox starts from the demo seed: the demo account logs in there', async () => {
    const res = await login('demo', 'demo123456', inSandbox('team-a'));
    expect(envelopeOf(res).code).toBe(0);
  });

  it("gives the app a socket address on its sandbox, and the default world's as before", async () => {
    const wss = async (headers: Record<string, string>) =>
      (envelopeOf(await t.app.inject({ url: '/api/v1/common/base', headers })).data as { wss: string }).wss;
    expect(await wss(inSandbox('team-a'))).toBe('/ws?sandbox=team-a');
    expect(await wss({})).toBe('/ws');
  });

  it('an account made in one sandbox exists neither in another nor in the default world', async () => {
    expect((await register('team-a', 'alice01')).code).toBe(0);
    expect(envelopeOf(await login('alice01', 'Zq9-secret', inSandbox('team-a'))).code).toBe(0);
    expect(envelopeOf(await login('alice01', 'Zq9-secret', inSandbox('team-b'))).code).not.toBe(0);
    expect(envelopeOf(await login('alice01', 'Zq9-secret')).code).not.toBe(0);
    // The same name is free in the other worlds.
    expect((await register('team-b', 'alice01')).code).toBe(0);
    expect((await register(null, 'alice01')).code).toBe(0);
  });

  it('a token made in one sandbox is 401 in every other world, and works in its own', async () => {
    const token = ((await register('team-a', 'alice01')).data as { token: string }).token;
    expect((await info(token, inSandbox('team-a'))).statusCode).toBe(200);
    expect((await info(token, inSandbox('team-b'))).statusCode).toBe(401);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('a token of the default world is 401 in a sandbox', async () => {
    const token = await registerUser(t.app, 'bob0001', 'Zq9-secret');
    expect((await info(token)).statusCode).toBe(200);
    expect((await info(token, inSandbox('team-a'))).statusCode).toBe(401);
  });

  it('a bad sandbox name gets a clear translated 400, creates no sandbox and changes nothing', async () => {
    const before = await fingerprint(t.deps.database.db);
    for (const bad of ['Team', 'a_b', 'x'.repeat(41), '', '../a']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/balance?lang=de',
        headers: inSandbox(bad),
      });
      expect(res.statusCode, bad).toBe(400);
      expect(envelopeOf(res).msg).toBe(
        'Der Sandbox-Name darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (1 bis 40)',
      );
    }
    expect(await fingerprint(t.deps.database.db)).toBe(before);
    const list = await t.app.inject({ method: 'GET', url: '/__admin/sandboxes', headers: adminHeaders });
    expect(list.json().sandboxes).toEqual([]);
  });

  it('lists the sandboxes with their size and last use, and deletes one with its data', async () => {
    await register('team-a', 'alice01');
    const list = await t.app.inject({ method: 'GET', url: '/__admin/sandboxes', headers: adminHeaders });
    const [one] = list.json().sandboxes;
    expect(one).toMatchObject({ name: 'team-a', lastUsedAt: t.clock.now() });
    expect(one.bytes).toBeGreaterThan(0);
    const gone = await t.app.inject({
      method: 'POST',
      url: '/__admin/sandboxes',
      headers: adminHeaders,
      payload: { action: 'delete', name: 'team-a' },
    });
    expect(gone.json().sandboxes).toEqual([]);
    // The name starts afresh from the seed.
    expect(envelopeOf(await login('alice01', 'Zq9-secret', inSandbox('team-a'))).code).not.toBe(0);
  });

  it('the sandbox calls of the developer API need the developer token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/__admin/sandboxes' });
    expect(res.statusCode).toBe(401);
    const create = await t.app.inject({
      method: 'POST',
      url: '/__admin/sandboxes',
      payload: { action: 'create', name: 'team-a' },
    });
    expect(create.statusCode).toBe(401);
  });

  it("resets and snapshots one sandbox with the developer API's own calls, leaving other worlds alone", async () => {
    const admin = (name: string, path: string, payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/__admin/${path}`,
        headers: { ...adminHeaders, ...inSandbox(name) },
        payload,
      });
    const canLogin = async (name: string | null) =>
      envelopeOf(await login('alice01', 'Zq9-secret', name ? inSandbox(name) : {})).code === 0;
    await register('team-a', 'alice01');
    await register(null, 'alice01');
    expect((await admin('team-a', 'snapshot', { action: 'save', name: 'with-alice' })).json()).toEqual({
      names: ['with-alice'],
    });
    expect((await admin('team-b', 'snapshot', { action: 'load', name: 'with-alice' })).statusCode).toBe(404);
    expect((await admin('team-a', 'reset')).json()).toEqual({ ok: true });
    expect(await canLogin('team-a')).toBe(false);
    expect(await canLogin(null)).toBe(true);
    expect((await admin('team-a', 'snapshot', { action: 'load', name: 'with-alice' })).statusCode).toBe(200);
    expect(await canLogin('team-a')).toBe(true);
  });
});

describe('a server without the developer API', () => {
  it('with SANDBOXES=1 gives a visitor a sandbox by name, and keeps managing them behind the token', async () => {
    const demo = await makeApp({ SANDBOXES: true, MARKET_SYMBOLS: 'BTC' });
    try {
      const f = form({ username: 'demo', password: 'demo123456' });
      const res = await demo.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        ...f,
        headers: { ...f.headers, ...inSandbox('visitor-1') },
      });
      expect(envelopeOf(res).code).toBe(0);
      const list = await demo.app.inject({ url: '/__admin/sandboxes', headers: adminHeaders });
      expect(list.statusCode).toBe(404);
      const clock = await demo.app.inject({
        method: 'POST',
        url: '/__admin/clock',
        headers: { ...adminHeaders, ...inSandbox('visitor-1') },
        payload: { action: 'advance', ms: 1000 },
      });
      expect(clock.statusCode).toBe(404);
    } finally {
      await demo.close();
    }
  });

  it('without sandboxes refuses a call naming one, in its language, instead of answering from the default world', async () => {
    const plain = await makeApp({ MARKET_SYMBOLS: 'BTC' });
    try {
      const before = await fingerprint(plain.deps.database.db);
      const f = form({ username: 'carol01', password: 'Zq9-secret', repassword: 'Zq9-secret', agree: '1' });
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/user/register?lang=es',
        ...f,
        headers: { ...f.headers, ...inSandbox('team-a') },
      });
      expect(res.statusCode).toBe(400);
      expect(envelopeOf(res).msg).toBe('Este servidor no tiene sandboxes (inícialo con SANDBOXES=1)');
      expect(await fingerprint(plain.deps.database.db)).toBe(before);
    } finally {
      await plain.close();
    }
  });
});
