// The floor of a buy for bench:trade: the statements a real user/buy runs in its write transaction
// (captured from one request), run again as bare SQL in one BEGIN IMMEDIATE … COMMIT per order on the
// same connection, with fresh unique values, and no JavaScript around them but the loop.
import { randomUUID } from 'node:crypto';
import type Sqlite from 'better-sqlite3';
import type { Database } from '../src/db/client.ts';
import { mainThreadTimes } from './shared.ts';

export interface Captured {
  sql: string;
  params: unknown[];
}

type Inject = (opts: {
  method: 'POST';
  url: string;
  payload: string;
  headers: Record<string, string>;
}) => Promise<{ statusCode: number; json: () => { data: { number: string } } }>;

/** One real buy through the app, and the statements (text and values) its write transaction ran. */
export async function captureBuy(inject: Inject, database: Database, token: string, body: string) {
  const captured: Captured[] = [];
  const key = `floor-${randomUUID()}`;
  const stop = database.observeWrites((sql, params) => captured.push({ sql, params: [...params] }));
  const res = await inject({
    method: 'POST',
    url: '/api/v1/user/buy',
    payload: `${body}&idempotency_key=${key}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
  }).finally(stop);
  if (res.statusCode !== 200) throw new Error(`the captured buy was refused: ${res.statusCode}`);
  return { statements: captured, key, number: res.json().data.number };
}

/**
 * Runs the captured statements as one immediate transaction per order for `seconds`, each with a
 * fresh idempotency key and order number in place of the captured ones (so each inserts as a buy
 * does), and returns the main thread's CPU µs per transaction (and the kernel's part of it).
 */
export async function measureFloor(
  client: Sqlite.Database,
  captured: { statements: Captured[]; key: string; number: string },
  seconds: number,
  /** Where this run's order numbers start: a later run on the same database starts after the last one's. */
  first = 0,
) {
  const begin = client.prepare('BEGIN IMMEDIATE');
  const commit = client.prepare('COMMIT');
  const steps = captured.statements.map(({ sql, params }) => {
    const statement = client.prepare(sql);
    const returns = /^\s*select\b/i.test(sql) || /\breturning\b/i.test(sql);
    const key = params.indexOf(captured.key);
    const number = params.indexOf(captured.number);
    return { statement, returns, params, key, number };
  });
  // Order numbers of a year no real order has (9…), unique per transaction; keys random, as in the bench.
  const prefix = `9${captured.number.slice(1, 12)}`;
  let done = 0;
  const batch = 500;
  const end = Date.now() + seconds * 1000;
  let cpu = 0;
  let system = 0;
  while (Date.now() < end) {
    const keys = Array.from({ length: batch }, () => randomUUID());
    const numbers = Array.from(
      { length: batch },
      (_, i) => `${prefix}${String(first + done + i).padStart(8, '0')}`,
    );
    const before = mainThreadTimes();
    for (let i = 0; i < batch; i++) {
      begin.run();
      for (const s of steps) {
        const params = s.key < 0 && s.number < 0 ? s.params : s.params.slice();
        if (s.key >= 0) params[s.key] = keys[i];
        if (s.number >= 0) params[s.number] = numbers[i];
        if (s.returns) s.statement.get(...params);
        else s.statement.run(...params);
      }
      commit.run();
    }
    const after = mainThreadTimes();
    cpu += after.user + after.system - before.user - before.system;
    system += after.system - before.system;
    done += batch;
    await new Promise((r) => setImmediate(r)); // the tick writer and the settler keep running
  }
  return { transactions: done, cpuMicros: (cpu * 1000) / done, systemMicros: (system * 1000) / done };
}

/**
 * The floor's transaction again, but with `between` (one small request through the app) run after
 * each one, as a server interleaves requests: returns the transaction's CPU µs with the request's
 * own cost (measured alone just after, as many times) subtracted. Context for the floor, not the
 * target: the tight loop above runs SQLite with warm caches, which a request-serving process never does.
 */
export async function measureFloorServed(
  client: Sqlite.Database,
  captured: { statements: Captured[]; key: string; number: string },
  count: number,
  first: number,
  between: () => Promise<unknown>,
) {
  const cpu = () => {
    const t = mainThreadTimes();
    return t.user + t.system;
  };
  const start = cpu();
  for (let i = 0; i < count; i++) {
    measureOne(client, captured, first + i);
    await between();
  }
  const pairs = cpu() - start;
  const alone = cpu();
  for (let i = 0; i < count; i++) await between();
  const requests = cpu() - alone;
  return { transactions: count, cpuMicros: ((pairs - requests) * 1000) / count };
}

/** Prepared statements of the floor, per connection and capture. */
const preparedFloor = new WeakMap<object, ReturnType<typeof prepareSteps>>();
function prepareSteps(
  client: Sqlite.Database,
  captured: { statements: Captured[]; key: string; number: string },
) {
  return {
    begin: client.prepare('BEGIN IMMEDIATE'),
    commit: client.prepare('COMMIT'),
    steps: captured.statements.map(({ sql, params }) => ({
      statement: client.prepare(sql),
      returns: /^\s*select\b/i.test(sql) || /\breturning\b/i.test(sql),
      params,
      key: params.indexOf(captured.key),
      number: params.indexOf(captured.number),
    })),
    prefix: `7${captured.number.slice(1, 12)}`,
  };
}
function measureOne(
  client: Sqlite.Database,
  captured: { statements: Captured[]; key: string; number: string },
  n: number,
) {
  let floor = preparedFloor.get(captured);
  if (!floor) {
    floor = prepareSteps(client, captured);
    preparedFloor.set(captured, floor);
  }
  floor.begin.run();
  for (const s of floor.steps) {
    const params = s.params.slice();
    if (s.key >= 0) params[s.key] = randomUUID();
    if (s.number >= 0) params[s.number] = `${floor.prefix}${String(n).padStart(8, '0')}`;
    if (s.returns) s.statement.get(...params);
    else s.statement.run(...params);
  }
  floor.commit.run();
}
