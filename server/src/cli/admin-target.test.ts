// `pnpm admin` against a server it names (ADMIN_URL): every command acts on that server's database, never
// on the console's own file (admin-target.ts). The server listens on a port with a database of its own.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../db/client.ts';
import { accountRepository } from '../modules/account/account.repository.ts';
import { testAdminToken } from '../test/admin-token.ts';
import { nodeArgs } from '../test/child-entries.ts';
import { fingerprint } from '../test/fingerprint.ts';
import { envelopeOf, makeApp, registerUser, tempDb } from '../test/harness.ts';
import { runAdmin } from './admin-commands.ts';
import { exitWith } from './admin-main.ts';
import { httpRemote } from './admin-remote.ts';
import { runTargeted } from './admin-target.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let url = '';
/** The console's own database (its DATABASE_URL), which a named server must leave alone. */
const mine = tempDb(false);
const mineDb = openDb(mine.url);
beforeAll(async () => {
  t = await makeApp({ ADMIN_TOKEN: testAdminToken });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await registerUser(t.app, 'remote01', 'Zq9-secret-42');
});
afterAll(async () => {
  await t.close();
  mineDb.close();
  mine.drop();
});

const admin = (env: NodeJS.ProcessEnv, ...argv: string[]) =>
  exitWith(() =>
    runTargeted(argv, {
      adminUrl: env.ADMIN_URL,
      remote: httpRemote(env),
      local: (args) => runAdmin(args, { database: mineDb, clock: Date.now }),
    }),
  );
const named = { ADMIN_URL: '', ADMIN_TOKEN: testAdminToken };
const ok = (...argv: string[]) => admin({ ...named, ADMIN_URL: url }, ...argv);
const base = async () =>
  envelopeOf(await t.app.inject({ url: '/api/v1/common/base' })).data as { recharge_open: boolean };
const status = (name: string) => accountRepository.byUsername(t.deps.database.db, name)?.status;

describe('pnpm admin with ADMIN_URL', () => {
  it('runs config, user, notice, kyc, earn, recharge and withdraw on the server it names', async () => {
    const untouched = await fingerprint(mineDb.db);
    expect(await ok('config', 'set', 'recharge_open', 'false')).toMatchObject({ code: 0 });
    expect((await base()).recharge_open).toBe(false);
    expect(JSON.parse((await ok('config')).out)).toMatchObject({ recharge_open: false });
    expect(await ok('config', 'reset')).toMatchObject({ code: 0 });
    expect((await base()).recharge_open).toBe(true);
    expect(await ok('user', 'status', 'remote01', '0')).toEqual({ code: 0, out: 'remote01: status 0' });
    expect(status('remote01')).toBe(0);
    expect((await ok('user', 'logout', 'remote01')).out).toBe('remote01: every session revoked');
    expect(await ok('notice', 'add', '--title', 'Remote', '--html', '<p>x</p>')).toMatchObject({ code: 0 });
    expect((await ok('notice', 'list')).out).toMatch(/Remote/);
    expect(await ok('kyc', 'list')).toEqual({ code: 0, out: 'No submission is under review.' });
    expect((await ok('earn', 'list')).out).toMatch(/daily_rate|%/);
    expect(await ok('recharge', 'list')).toMatchObject({ code: 0 });
    expect(await ok('withdraw', 'list')).toMatchObject({ code: 0 });
    expect(await fingerprint(mineDb.db)).toBe(untouched);
  });

  it("exits 1 with the server's reason for a refused value or a wrong token, writing nothing anywhere", async () => {
    const theirs = await fingerprint(t.deps.database.db);
    const untouched = await fingerprint(mineDb.db);
    expect(await ok('user', 'status', 'nobody99', '0')).toMatchObject({
      code: 1,
      out: /^422: No user nobody99/,
    });
    expect(await ok('config', 'set', 'latency_ms', '"slow"')).toMatchObject({
      code: 1,
      out: /^422: Invalid value/,
    });
    const wrong = await admin({ ADMIN_URL: url, ADMIN_TOKEN: 'not-the-token-0123' }, 'config', 'reset');
    expect(wrong).toMatchObject({ code: 1, out: /^401: send the developer token/ });
    expect(await fingerprint(t.deps.database.db)).toBe(theirs);
    expect(await fingerprint(mineDb.db)).toBe(untouched);
  });

  it('exits 1 when nothing answers at ADMIN_URL, instead of writing the local file', async () => {
    const untouched = await fingerprint(mineDb.db);
    const gone = await admin({ ...named, ADMIN_URL: 'http://127.0.0.1:9' }, 'user', 'status', 'demo', '0');
    expect(gone).toMatchObject({ code: 1, out: /^No server answers at http:\/\/127\.0\.0\.1:9/ });
    expect(await fingerprint(mineDb.db)).toBe(untouched);
  });

  it('edits the local file only when no ADMIN_URL is given and no server answers, or with ADMIN_URL=local', async () => {
    const nothing = { PORT: '9', ADMIN_TOKEN: testAdminToken };
    expect(await admin(nothing, 'config', 'set', 'site_name', '"Mine"')).toMatchObject({ code: 0 });
    expect(JSON.parse((await admin({ ADMIN_URL: 'local' }, 'config')).out).site_name).toBe('Mine');
    expect(await admin({ ADMIN_URL: 'local' }, 'reset')).toMatchObject({ code: 1, out: /running server/ });
  });

  it('as its own process (pnpm admin), with another DATABASE_URL, changes the server and creates no file', async () => {
    const other = tempDb(false, { empty: true });
    const file = other.url.slice('file:'.length);
    const env = { ...process.env, ...named, ADMIN_URL: url, DATABASE_URL: other.url, LOG_LEVEL: 'silent' };
    const proc = spawn(process.execPath, [...nodeArgs('admin'), 'user', 'status', 'remote01', '1'], {
      cwd: `${import.meta.dirname}/../..`,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const code = await new Promise((done) => proc.on('exit', done));
    expect({ code, out: out.trim() }).toEqual({ code: 0, out: 'remote01: status 1' });
    expect(status('remote01')).toBe(1);
    expect(existsSync(file)).toBe(false);
    other.drop();
  });
});
