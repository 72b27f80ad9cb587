import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { testConfig } from './config.ts';
import { openDb } from './db/client.ts';
import { loadCatalogues } from './lib/i18n.ts';
import { fakeClock, registerUser, seededRandom, tempDb } from './test/harness.ts';

type Line = Record<string, unknown> & { msg?: string; reqId?: string };

let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

/** The real app at `level`, its log kept in memory. */
async function appLogging(level: 'info' | 'warn') {
  const lines: Line[] = [];
  const file = tempDb();
  const database = openDb(file.url);
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: level }),
    database,
    catalogues: await loadCatalogues(),
    clock: fakeClock().now,
    random: seededRandom(),
    logStream: { write: (line: string) => lines.push(JSON.parse(line)) },
  });
  await app.ready();
  close = async () => {
    await app.close();
    database.close();
    file.drop();
  };
  return { app, lines };
}

describe("the app's request log", () => {
  it("at info, has each request in and out, and the app's own line, under one request id", async () => {
    const { app, lines } = await appLogging('info');
    const token = await registerUser(app, 'logger01', 'Zq9-secret-42');
    lines.length = 0;
    await app.inject({ url: '/api/v1/user/balance', headers: { authorization: `Bearer ${token}` } });
    await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      payload: '{',
      headers: { 'content-type': 'application/json' },
    });
    const byRequest = new Map<string | undefined, Line[]>();
    for (const line of lines) byRequest.set(line.reqId, [...(byRequest.get(line.reqId) ?? []), line]);
    expect([...byRequest.values()].map((ls) => ls.map((l) => l.msg))).toEqual([
      ['incoming request', 'request completed'],
      ['incoming request', 'client error', 'request completed'],
    ]);
    for (const id of byRequest.keys()) expect(id).toMatch(/^req-/);
    // The token never reaches the log.
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('at warn, writes nothing for requests that go well', async () => {
    const { app, lines } = await appLogging('warn');
    await registerUser(app, 'logger02', 'Zq9-secret-42');
    await app.inject({ url: '/api/v1/common/base' });
    expect(lines.filter((l) => l.reqId)).toEqual([]);
  });
});
