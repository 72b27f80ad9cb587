import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sandboxHeader } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { adminHeaders, testAdminToken } from '../../test/admin-token.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { apiCaller, auth, envelopeOf, makeApp } from '../../test/harness.ts';
import { tickRepository } from '../market/tick.repository.ts';
import { napMs } from './sandbox-registry.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let dir: string;
async function start(overrides: Partial<Config>) {
  dir = mkdtempSync(join(tmpdir(), 'coinly-sandboxes-'));
  t = await makeApp({ ADMIN_TOKEN: testAdminToken, MARKET_SYMBOLS: 'BTC', SNAPSHOT_DIR: dir, ...overrides });
}
afterEach(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const call = apiCaller(() => t.app);
const box = (name: string) => ({ [sandboxHeader]: name });
const names = async () =>
  (await t.app.inject({ url: '/__admin/sandboxes', headers: adminHeaders }))
    .json()
    .sandboxes.map((s: { name: string }) => s.name);
const use = (name: string, lang = 'en-US') => call.get(`user/balance?lang=${lang}`, box(name));
const sweep = () => (t.app.sandboxes as NonNullable<typeof t.app.sandboxes>).sweep();

describe('sandbox bounds', () => {
  it('refuses one sandbox more than SANDBOX_MAX with a clear translated 503, and opens nothing', async () => {
    await start({ SANDBOX_MAX: 2 });
    await use('one');
    await use('two');
    const before = await fingerprint(t.deps.database.db);
    const res = await use('three', 'fr');
    expect(res.statusCode).toBe(503);
    expect(envelopeOf(res).msg).toBe('Plus de place pour un autre bac à sable, veuillez réessayer plus tard');
    const made = await t.app.inject({
      method: 'POST',
      url: '/__admin/sandboxes',
      headers: adminHeaders,
      payload: { action: 'create', name: 'three' },
    });
    expect(made.statusCode).toBe(503);
    expect(made.json().error).toBe('No room for another sandbox now, please try again later');
    expect(await names()).toEqual(['one', 'two']);
    expect(await fingerprint(t.deps.database.db)).toBe(before);
    // The sandboxes already open still answer.
    expect((await use('one')).statusCode).toBe(401);
  });

  it('refuses a new sandbox once the open ones take SANDBOX_MAX_MB', async () => {
    await start({ SANDBOX_MAX_MB: 0.5 });
    await use('big');
    expect((await use('more')).statusCode).toBe(503);
    expect(await names()).toEqual(['big']);
  });

  it('refuses changes in open sandboxes once together they reach SANDBOX_MAX_MB, changing nothing, and still answers reads', async () => {
    // One sandbox's size here, so the bound fits one sandbox but not one with a snapshot beside it.
    await start({});
    await use('probe');
    const [probe] = (await t.app.inject({ url: '/__admin/sandboxes', headers: adminHeaders })).json()
      .sandboxes;
    await t.close();
    rmSync(dir, { recursive: true, force: true });
    await start({ SANDBOX_MAX_MB: (1.5 * probe.bytes) / 1024 / 1024 });

    const login = () =>
      call.post('user/login?lang=de', { username: 'demo', password: 'demo123456' }, box('grow'));
    const signedIn = envelopeOf(await login());
    expect(signedIn.code).toBe(0);
    const token = (signedIn.data as { token: string }).token;
    const snapshot = (name: string) =>
      t.app.inject({
        method: 'POST',
        url: '/__admin/snapshot',
        headers: { ...adminHeaders, ...box('grow') },
        payload: { action: 'save', name },
      });
    expect((await snapshot('first')).statusCode).toBe(200);

    const world = await (t.app.sandboxes as NonNullable<typeof t.app.sandboxes>).open('grow');
    const before = await fingerprint(world.database.db);
    const bytes = world.bytes();
    const refused = await login();
    expect(refused.statusCode).toBe(503);
    expect(envelopeOf(refused).msg).toBe(
      'Der Speicher der Sandboxes ist voll, diese Änderung wurde nicht ausgeführt; bitte später erneut versuchen',
    );
    const second = await snapshot('second');
    expect(second.statusCode, second.body).toBe(503);
    expect(second.json().error).toBe(
      "The sandboxes' storage is full, so this change was not made; please try again later",
    );
    expect(await fingerprint(world.database.db)).toBe(before);
    expect(world.bytes()).toBe(bytes);
    // Reads still answer; deleting a sandbox makes room again.
    expect((await call.get('user/balance', { ...box('grow'), ...auth(token) })).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/__admin/sandboxes',
      headers: adminHeaders,
      payload: { action: 'delete', name: 'grow' },
    });
    expect(
      envelopeOf(await call.post('user/login', { username: 'demo', password: 'demo123456' }, box('next')))
        .code,
    ).toBe(0);
  });

  it('evicts a sandbox unused for SANDBOX_IDLE_MINUTES, with its data, and keeps one in use', async () => {
    await start({ SANDBOX_IDLE_MINUTES: 10 });
    const register = (name: string) =>
      call.post(
        'user/register',
        { username: 'idle001', password: 'Zq9-secret', repassword: 'Zq9-secret', agree: '1' },
        box(name),
      );
    expect(envelopeOf(await register('idle')).code).toBe(0);
    await use('busy');
    t.clock.advance(9 * 60_000);
    await use('busy');
    await sweep();
    expect(await names()).toEqual(['busy', 'idle']);
    t.clock.advance(60_000);
    await sweep();
    expect(await names()).toEqual(['busy']);
    // The name starts afresh: the account made before is gone.
    expect(envelopeOf(await register('idle')).code).toBe(0);
  });

  it('makes room for a new sandbox by evicting idle ones first', async () => {
    await start({ SANDBOX_MAX: 1, SANDBOX_IDLE_MINUTES: 1 });
    await use('old');
    t.clock.advance(60_000);
    expect((await use('new')).statusCode).toBe(401);
    expect(await names()).toEqual(['new']);
  });

  it('keeps a sandbox in a file under SANDBOX_DIR, and deleting it removes the file', async () => {
    const files = mkdtempSync(join(tmpdir(), 'coinly-sandbox-files-'));
    try {
      await start({ SANDBOX_DIR: files });
      await use('on-disk');
      expect(existsSync(join(files, 'on-disk.db'))).toBe(true);
      await t.app.inject({
        method: 'POST',
        url: '/__admin/sandboxes',
        headers: adminHeaders,
        payload: { action: 'delete', name: 'on-disk' },
      });
      expect(existsSync(join(files, 'on-disk.db'))).toBe(false);
    } finally {
      rmSync(files, { recursive: true, force: true });
    }
  });

  it('stops the loops of a sandbox unused for a minute, and back-fills the pause before its next answer', async () => {
    await start({});
    const registry = t.app.sandboxes as NonNullable<typeof t.app.sandboxes>;
    const world = await registry.open('napper');
    await registry.start();
    t.clock.advance(napMs);
    await sweep();
    t.clock.advance(10 * 60_000);
    expect((await use('napper')).statusCode).toBe(401);
    const latest = tickRepository.latest(world.database.db, 'BTCUSDT');
    expect(latest?.time).toBe(world.clock.now() - (world.clock.now() % 1000));
    await registry.stop();
  });
});
