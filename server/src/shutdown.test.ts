import type { ChildProcess } from 'node:child_process';
import { connect } from 'node:http2';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from './db/client.ts';
import { accountRepository } from './modules/account/account.repository.ts';
import { adminHeaders, testAdminToken } from './test/admin-token.ts';
import { tempDb } from './test/harness.ts';
import { exitOf, listeningAt, spawnServer } from './test/server-process.ts';
import { h2request, selfSignedCert } from './test/tls.ts';

const file = tempDb(false);
let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  file.drop();
});

/** The real `server.ts` on a free port and a database file of this test; resolves with its address. */
function startServer(extraEnv: Record<string, string> = {}): Promise<string> {
  child = spawnServer({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_TOKEN: testAdminToken,
    DATABASE_URL: file.url,
    MARKET_SYMBOLS: 'BTC',
    SEED: 'false',
    LOG_LEVEL: 'info',
    ...extraEnv,
  });
  return listeningAt(child);
}

/** One call to the server: over HTTP/1.1 with fetch, or on an HTTP/2 session. */
type Send = (
  path: string,
  init: { method: string; headers: Record<string, string>; body: string },
) => Promise<{ status: number; body: string }>;

/**
 * Holds registrations for 1.5 s (a seeded fault), sends one, and SIGTERM while it is in flight: the
 * answer must arrive as a success, the process exit 0, and the account be in the database.
 */
async function writeInFlightAtSigterm(send: Send, username: string) {
  const proc = child as ChildProcess;
  const faults = await send('/__admin/faults', {
    method: 'PUT',
    headers: { ...adminHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({
      routes: [{ route: 'POST /api/v1/user/register', delay: { dist: 'fixed', ms: 1500 } }],
    }),
  });
  expect(faults.status).toBe(200);
  const password = 'Zq9-secret-42';
  const pending = send('/api/v1/user/register', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, repassword: password, agree: '1' }).toString(),
  });
  await new Promise((r) => setTimeout(r, 400));
  const exited = exitOf(proc);
  proc.kill('SIGTERM');
  const res = await pending;
  expect(res.status).toBe(200);
  expect((JSON.parse(res.body) as { code: number }).code).toBe(0);
  expect(await exited).toBe(0);
  const database = openDb(file.url);
  expect(accountRepository.byUsername(database.db, username)).toBeTruthy();
  database.close();
}

describe('the server process on SIGTERM', () => {
  it('answers the write in flight, commits it, then exits 0', { timeout: 60_000 }, async () => {
    const base = await startServer();
    await writeInFlightAtSigterm(async (path, init) => {
      const res = await fetch(`${base}${path}`, init);
      return { status: res.status, body: await res.text() };
    }, 'inflight1');
  });

  it('over HTTPS (HTTP/2) too: answers the write in flight, commits it, then exits 0', {
    timeout: 60_000,
  }, async () => {
    const tls = await selfSignedCert();
    try {
      const session = connect(await startServer(tls.files), { ca: tls.cert });
      // The session stays open on the client's side: the server ends it, and still exits.
      await writeInFlightAtSigterm((path, init) => h2request(session, path, init), 'inflight2');
      session.close();
    } finally {
      tls.drop();
    }
  });
});
