import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seed } from '../../seed/seed.ts';
import { adminHeaders, testAdminToken } from '../../test/admin-token.ts';
import { form, makeApp, registerUser } from '../../test/harness.ts';
import { settingsService } from '../settings/settings.service.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let dir: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'coinly-snap-'));
  t = await makeApp({ ADMIN_TOKEN: testAdminToken, SNAPSHOT_DIR: dir });
  await seed({ ...t.deps, settings: settingsService(t.deps.database) });
});
afterEach(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});
const admin = (method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({ method, url: `/__admin/${path}`, headers: adminHeaders, payload });
const canLogin = async (username: string) => {
  const f = form({ username, password: 'Zq9-secret-42' });
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', ...f });
  return res.json().code === 0;
};

describe('reset and snapshots', () => {
  it('a snapshot saved and loaded brings back exactly the users of that moment', async () => {
    await registerUser(t.app, 'before1', 'Zq9-secret-42');
    expect((await admin('POST', 'snapshot', { action: 'save', name: 'one' })).json()).toEqual({
      names: ['one'],
    });
    await registerUser(t.app, 'after01', 'Zq9-secret-42');
    const loaded = await admin('POST', 'snapshot', { action: 'load', name: 'one' });
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(await canLogin('before1')).toBe(true);
    expect(await canLogin('after01')).toBe(false);
  });

  it('loading a snapshot that does not exist is a 404 and changes nothing', async () => {
    await registerUser(t.app, 'still01', 'Zq9-secret-42');
    expect((await admin('POST', 'snapshot', { action: 'load', name: 'nope' })).statusCode).toBe(404);
    expect((await admin('POST', 'snapshot', { action: 'load', name: '../x' })).statusCode).toBe(400);
    expect(await canLogin('still01')).toBe(true);
  });

  it('reset goes back to the seeded demo state and turns every scenario off', async () => {
    await registerUser(t.app, 'gone001', 'Zq9-secret-42');
    await admin('POST', 'scenario', { name: 'maintenance', on: true });
    expect((await admin('POST', 'reset')).json()).toEqual({ ok: true });
    expect(await canLogin('gone001')).toBe(false);
    const demo = form({ username: 'demo', password: 'demo123456' });
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/user/login', ...demo })).json().code).toBe(0);
    expect((await admin('GET', 'state')).json().active.global).toEqual([]);
  });
});
