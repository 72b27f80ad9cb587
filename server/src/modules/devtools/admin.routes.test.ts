import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminTokenHeader } from '@app/contracts';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import type { Config } from '../../config.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { makeApp } from '../../test/harness.ts';
import { adminTokenFile, readAdminToken } from './admin-token.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
afterEach(() => t?.close());
const token = 'a-long-admin-token';

async function start(config: Partial<Config>) {
  t = await makeApp(config);
  return t.app;
}
const reset = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/__admin/reset', headers, remoteAddress });

describe('the /__admin API', () => {
  it('behind a same-host reverse proxy (HOST=127.0.0.1, Host 127.0.0.1, from loopback) answers nobody without a token', async () => {
    // nginx's default proxy_pass: the request arrives from 127.0.0.1, naming the upstream's address.
    await start({ HOST: '127.0.0.1' });
    const before = await fingerprint(t.deps.database.db);
    for (const value of ['', 'anything', token]) {
      const res = await reset({ host: '127.0.0.1:8080', [adminTokenHeader]: value });
      expect(res.statusCode).toBe(404);
    }
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });

  it('with ADMIN_TOKEN set, refuses a missing or wrong token and changes nothing', async () => {
    const app = await start({ HOST: '0.0.0.0', ADMIN_TOKEN: token });
    const before = await fingerprint(t.deps.database.db);
    for (const headers of [
      {} as Record<string, string>,
      { [adminTokenHeader]: 'wrong-token-of-same' },
      { [adminTokenHeader]: `${token}x` },
    ]) {
      expect((await reset(headers)).statusCode).toBe(401);
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

  it('with DEVTOOLS=local, keeps a random token beside the database (0600) and wants it from a direct local caller', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'coinly-token-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    // Only the token file's place comes from DATABASE_URL here; the harness opens its own database.
    const app = await start({ DEVTOOLS: 'local', DATABASE_URL: `file:${join(dir, 'app.db')}` });
    const file = adminTokenFile(t.deps.config.DATABASE_URL) as string;
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const local = readAdminToken(file) as string;
    expect(local).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const before = await fingerprint(t.deps.database.db);
    const refusals: Array<[Record<string, string>, string, number]> = [
      [{}, '127.0.0.1', 401],
      [{ [adminTokenHeader]: 'local' }, '127.0.0.1', 401],
      [{ [adminTokenHeader]: local }, '10.1.2.3', 403],
      ...['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip', 'via'].map(
        (name): [Record<string, string>, string, number] => [
          { [adminTokenHeader]: local, [name]: '203.0.113.9' },
          '127.0.0.1',
          403,
        ],
      ),
    ];
    for (const [headers, from, status] of refusals)
      expect((await reset(headers, from)).statusCode).toBe(status);
    expect(await fingerprint(t.deps.database.db)).toBe(before);
    const ok = await app.inject({ url: '/__admin/state', headers: { [adminTokenHeader]: local } });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a body that breaks the contract, or an empty JSON body, with a plain 400 (never an envelope in a 200)', async () => {
    const app = await start({ ADMIN_TOKEN: token });
    const res = await app.inject({
      method: 'POST',
      url: '/__admin/scenario',
      headers: { [adminTokenHeader]: token },
      payload: { name: 'no-such-scenario', on: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^name:/);
    const empty = await app.inject({
      method: 'POST',
      url: '/__admin/reset',
      headers: { [adminTokenHeader]: token, 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ error: expect.stringMatching(/empty/i) });
  });
});
