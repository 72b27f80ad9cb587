import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountRepository } from '../modules/account/account.repository.ts';
import { testAdminToken } from '../test/admin-token.ts';
import { fingerprint } from '../test/fingerprint.ts';
import { envelopeOf, makeApp, registerUser } from '../test/harness.ts';
import { adminExit } from './admin-main.ts';
import { httpRemote } from './admin-remote.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let url: string;
const dir = mkdtempSync(join(tmpdir(), 'coinly-cli-'));
beforeAll(async () => {
  t = await makeApp({ ADMIN_TOKEN: testAdminToken, SNAPSHOT_DIR: dir });
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `pnpm admin …` as its process runs it: over HTTP to `ADMIN_URL`, with the exit code it would set. */
const admin = (env: NodeJS.ProcessEnv, ...argv: string[]) =>
  adminExit(argv, { database: t.deps.database, clock: t.clock.now, remote: httpRemote(env) });
const ok = (...argv: string[]) => admin({ ADMIN_URL: url, ADMIN_TOKEN: testAdminToken }, ...argv);
const exists = (username: string) => !!accountRepository.byUsername(t.deps.database.db, username);
const rechargeOpen = async () =>
  (envelopeOf(await t.app.inject({ url: '/api/v1/common/base' })).data as { recharge_open: boolean })
    .recharge_open;

describe('pnpm admin commands that talk to a running server', () => {
  it('each exit 0 and do what they print, against a server listening on a port', async () => {
    expect(await ok('scenario', 'on', 'recharge-closed')).toMatchObject({ code: 0 });
    expect(await rechargeOpen()).toBe(false);
    expect((await ok('scenario', 'list')).out).toMatch(/\[on\] recharge-closed .*\(everybody\)/);
    expect(await ok('scenario', 'off', 'recharge-closed')).toMatchObject({ code: 0 });
    expect(await rechargeOpen()).toBe(true);
    expect((await ok('faults', 'set', '{"seed":9,"routes":[{"route":"GET /x","errorRate":0.1}]}')).code).toBe(
      0,
    );
    expect(JSON.parse((await ok('faults')).out)).toMatchObject({ seed: 9, routes: [{ route: 'GET /x' }] });
    expect(JSON.parse((await ok('faults', 'clear')).out)).toEqual({ seed: 9, routes: [] });
    expect(JSON.parse((await ok('journal')).out)).toHaveProperty('requests');

    expect(await ok('snapshot', 'save', 'before')).toEqual({ code: 0, out: 'Saved snapshot before.' });
    expect(JSON.parse((await ok('snapshot', 'list')).out).names).toContain('before');
    await registerUser(t.app, 'later001', 'Zq9-secret-42');
    expect(await ok('snapshot', 'load', 'before')).toMatchObject({ code: 0 });
    expect(exists('later001')).toBe(false);

    await registerUser(t.app, 'gone0001', 'Zq9-secret-42');
    expect(await ok('reset')).toMatchObject({ code: 0, out: expect.stringMatching(/seeded demo state/) });
    expect(exists('gone0001')).toBe(false);
    expect(exists('demo')).toBe(true);
  });

  it('each exit 1 with the reason when the server refuses, changing nothing', async () => {
    await registerUser(t.app, 'kept0001', 'Zq9-secret-42');
    const before = await fingerprint(t.deps.database.db);
    const wrong = { ADMIN_URL: url, ADMIN_TOKEN: 'not-the-token-0123' };
    for (const argv of [
      ['scenario', 'list'],
      ['scenario', 'on', 'maintenance'],
      ['faults'],
      ['faults', 'set', '{"routes":[]}'],
      ['faults', 'clear'],
      ['journal'],
      ['reset'],
      ['snapshot', 'list'],
      ['snapshot', 'save', 'x'],
      ['snapshot', 'load', 'x'],
    ]) {
      const { code, out } = await admin(wrong, ...argv);
      expect({ argv, code, out }).toMatchObject({
        code: 1,
        out: expect.stringMatching(/^401: send the developer token/),
      });
    }
    expect(await fingerprint(t.deps.database.db)).toBe(before);
    expect(await rechargeOpen()).toBe(true);
  });

  it('exit 1 with the message of an envelope refusal answered with HTTP 200, or when no server answers', async () => {
    // What a proxy or another server at ADMIN_URL may answer: a refusal inside HTTP 200.
    const other = createServer((_req, res) =>
      res.end(JSON.stringify({ code: ErrorCode.invalidInput, msg: 'Body cannot be empty', data: null })),
    );
    await new Promise<void>((ready) => other.listen(0, '127.0.0.1', ready));
    const { port } = other.address() as { port: number };
    try {
      const refused = await admin({ ADMIN_URL: `http://127.0.0.1:${port}` }, 'reset');
      expect(refused).toEqual({ code: 1, out: 'Refused (code 1000): Body cannot be empty' });
    } finally {
      other.close();
    }
    const none = await admin({ ADMIN_URL: `http://127.0.0.1:${port}` }, 'reset');
    expect(none).toMatchObject({ code: 1, out: expect.stringMatching(/^No server answers/) });
  });
});
