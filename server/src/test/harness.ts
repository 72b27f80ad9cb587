import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Language, Messages } from '@app/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, testConfig } from '../config.ts';
import { openDb } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { loadCatalogues } from '../lib/i18n.ts';
import { copyTemplate } from './db-template.ts';

let catalogues: Promise<Record<Language, Messages>> | undefined;

/** A controllable clock: starts at a fixed instant and moves only when told. */
export function fakeClock(start = Date.UTC(2026, 0, 5, 12, 0, 0)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms), set: (t: number) => (now = t) };
}

/** Deterministic "random" bytes: a SHA-256 stream from a seed. */
export function seededRandom(seed = 'test') {
  let counter = 0;
  return (bytes: number): Buffer => {
    const chunks: Buffer[] = [];
    let have = 0;
    while (have < bytes) {
      const chunk = createHash('sha256').update(`${seed}:${counter++}`).digest();
      chunks.push(chunk);
      have += chunk.length;
    }
    return Buffer.concat(chunks).subarray(0, bytes);
  };
}

/**
 * A fresh database as production lays it out: a file (WAL) in a temp folder, removed by `drop`, already
 * migrated (a copy of the run's template, db-template.ts); with `empty`, only its place (no file yet).
 * TEST_DB=memory runs the suite on `:memory:`.
 */
export function tempDb(memory = process.env.TEST_DB === 'memory', { empty = false } = {}) {
  if (memory) return { url: ':memory:', drop: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'coinly-db-'));
  const path = join(dir, 'app.db');
  if (!empty) copyTemplate(path);
  return { url: `file:${path}`, drop: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The real app on a fresh database (see `tempDb`) with a fake clock and seeded randomness; seams optional. */
export async function makeApp(
  overrides: Partial<Config> = {},
  seams: Pick<Deps, 'products' | 'notify' | 'logStream'> = {},
) {
  catalogues ??= loadCatalogues();
  const clock = fakeClock();
  const file = tempDb();
  const database = openDb(file.url);
  const deps: Deps = {
    config: testConfig(overrides),
    database,
    catalogues: await catalogues,
    clock: clock.now,
    random: seededRandom(),
    ...seams,
  };
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    clock,
    /** The database file, for another connection or process (the admin CLI's). */
    url: file.url,
    close: async () => {
      await app.close();
      database.close();
      file.drop();
    },
  };
}

export const form = (fields: Record<string, string | number>) => ({
  payload: new URLSearchParams(
    Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** Form-encoded `post` and plain `get` of `/api/v1/<url>` on the app `current()` returns (rebuilt per test). */
export function apiCaller(current: () => FastifyInstance) {
  const post = (
    url: string,
    fields: Record<string, string | number>,
    headers: Record<string, string> = {},
  ) => {
    const f = form(fields);
    return current().inject({
      method: 'POST',
      url: `/api/v1/${url}`,
      payload: f.payload,
      headers: { ...f.headers, ...headers },
    });
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    current().inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  return { post, get };
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Registers a user through the API and returns its token. */
export async function registerUser(app: FastifyInstance, username = 'alice01', password = 'Zq9-secret') {
  const { payload, headers } = form({ username, password, repassword: password, agree: '1' });
  const res = await app.inject({ method: 'POST', url: '/api/v1/user/register', payload, headers });
  const body = res.json();
  if (body.code !== 0) throw new Error(`register failed: ${res.body}`);
  return body.data.token as string;
}

export const envelopeOf = (res: LightMyRequestResponse) =>
  res.json() as { code: number; msg: string; data: unknown };
