import { adminTokenHeader } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { makeApp } from '../../test/harness.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
afterEach(() => t?.close());
const token = 'a-long-admin-token';

async function start(config: Partial<Config>) {
  t = await makeApp(config);
  return t.app;
}

describe('the /__admin API', () => {
  it('is not there at all on a public address without ADMIN_TOKEN', async () => {
    const app = await start({ HOST: '0.0.0.0' });
    const res = await app.inject({
      method: 'GET',
      url: '/__admin/state',
      headers: { [adminTokenHeader]: 'x' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('with ADMIN_TOKEN set, refuses a missing or wrong token and changes nothing', async () => {
    const app = await start({ HOST: '0.0.0.0', ADMIN_TOKEN: token });
    const before = await fingerprint(t.deps.database.db);
    for (const headers of [
      {},
      { [adminTokenHeader]: 'wrong-token-of-same' },
      { [adminTokenHeader]: `${token}x` },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/__admin/reset', headers });
      expect(res.statusCode).toBe(401);
      const on = await app.inject({
        method: 'POST',
        url: '/__admin/scenario',
        headers,
        payload: { name: 'maintenance', on: true },
      });
      expect(on.statusCode).toBe(401);
    }
    expect(await fingerprint(t.deps.database.db)).toBe(before);
    const ok = await app.inject({
      method: 'GET',
      url: '/__admin/state',
      headers: { [adminTokenHeader]: token },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().scenarios).toHaveLength(11);
  });

  it('on loopback without a token, answers local callers that send the header, and nobody else', async () => {
    const app = await start({ HOST: '127.0.0.1' });
    const get = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      app.inject({ method: 'GET', url: '/__admin/state', headers, remoteAddress });
    expect((await get({})).statusCode).toBe(401);
    expect((await get({ [adminTokenHeader]: '' }, '10.1.2.3')).statusCode).toBe(401);
    // A rebinding page reaches loopback under its own host name.
    expect((await get({ [adminTokenHeader]: '', host: 'evil.example' })).statusCode).toBe(401);
    expect((await get({ [adminTokenHeader]: '' })).statusCode).toBe(200);
  });

  it('refuses a body that breaks the contract with a 400 naming the field', async () => {
    const app = await start({ HOST: '127.0.0.1' });
    const res = await app.inject({
      method: 'POST',
      url: '/__admin/scenario',
      headers: { [adminTokenHeader]: '' },
      payload: { name: 'no-such-scenario', on: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^name:/);
  });
});
