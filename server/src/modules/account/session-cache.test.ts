import { ErrorCode } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { type Database, openDb } from '../../db/client.ts';
import { loadCatalogues } from '../../lib/i18n.ts';
import { adminProcess } from '../../test/admin-process.ts';
import { auth, envelopeOf, form, registerUser, seededRandom, tempDb } from '../../test/harness.ts';
import { sessionRepository } from './session.repository.ts';

let file: ReturnType<typeof tempDb>;
let database: Database;
let app: FastifyInstance;
beforeEach(async () => {
  file = tempDb(false); // a file always: another process opens it
  database = openDb(file.url);
  const deps = {
    config: testConfig(),
    database,
    catalogues: await loadCatalogues(),
    clock: Date.now,
    random: seededRandom(),
  };
  app = await buildApp(deps);
  await app.ready();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await app.close();
  database.close();
  file.drop();
});

/** A form POST, signed in when a token is given. */
function withForm(fields: Record<string, string>, token?: string) {
  const { payload, headers } = form(fields);
  return { payload, headers: { ...headers, ...(token ? auth(token) : {}) } };
}
const balance = async (token: string) =>
  envelopeOf(await app.inject({ url: '/api/v1/user/balance', headers: auth(token) }));
/** A money-moving call: a restricted user is refused before its input is even read. */
const buyNothing = async (token: string) =>
  envelopeOf(await app.inject({ method: 'POST', url: '/api/v1/user/buy', headers: auth(token) }));

describe('the session cache', () => {
  it('answers a repeated request without reading the session again', async () => {
    const token = await registerUser(app, 'cache01', 'Zq9-secret-42');
    const lookups = vi.spyOn(sessionRepository, 'findLive');
    expect((await balance(token)).code).toBe(0);
    expect((await balance(token)).code).toBe(0);
    expect((await balance(token)).code).toBe(0);
    expect(lookups).toHaveBeenCalledTimes(1);
  });

  it('refuses a session logged out in this process on the very next request', async () => {
    const token = await registerUser(app, 'cache02', 'Zq9-secret-42');
    expect((await balance(token)).code).toBe(0);
    const out = await app.inject({ method: 'POST', url: '/api/v1/user/logout', ...withForm({}, token) });
    expect(envelopeOf(out).code).toBe(0);
    expect((await balance(token)).code).toBe(ErrorCode.unauthorized);
  });

  it('refuses the other sessions at once when the password changes, and keeps the one that changed it', async () => {
    const first = await registerUser(app, 'cache03', 'Zq9-secret-42');
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      ...withForm({ username: 'cache03', password: 'Zq9-secret-42' }),
    });
    const second = (envelopeOf(login).data as { token: string }).token;
    expect((await balance(first)).code).toBe(0);
    expect((await balance(second)).code).toBe(0);
    const change = await app.inject({
      method: 'POST',
      url: '/api/v1/user/password',
      ...withForm(
        { oldpassword: 'Zq9-secret-42', password: 'Zq9-secret-43', repassword: 'Zq9-secret-43' },
        second,
      ),
    });
    expect(envelopeOf(change).code).toBe(0);
    expect((await balance(first)).code).toBe(ErrorCode.unauthorized);
    expect((await balance(second)).code).toBe(0);
  });

  it('refuses a session revoked by the admin CLI in another process on the very next request', async () => {
    const token = await registerUser(app, 'cache04', 'Zq9-secret-42');
    expect((await balance(token)).code).toBe(0);
    expect((await balance(token)).code).toBe(0); // served from the cache
    expect(await adminProcess(file.url, 'user', 'logout', 'cache04')).toMatch(/every session revoked/);
    expect((await balance(token)).code).toBe(ErrorCode.unauthorized);
  }, 60_000);

  it('sees a restriction set by the admin CLI in another process on the very next request', async () => {
    const token = await registerUser(app, 'cache05', 'Zq9-secret-42');
    expect((await buyNothing(token)).code).not.toBe(ErrorCode.restricted);
    expect(await adminProcess(file.url, 'user', 'status', 'cache05', '0')).toMatch(/status 0/);
    expect((await buyNothing(token)).code).toBe(ErrorCode.restricted);
    expect((await balance(token)).code).toBe(0); // restricted, still signed in
  }, 60_000);
});
