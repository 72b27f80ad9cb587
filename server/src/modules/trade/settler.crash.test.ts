import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDb } from '../../db/client.ts';
import { nodeArgs } from '../../test/child-entries.ts';
import { audit, cleanBooks, writeTick } from '../../test/trading.ts';
import { bucket } from '../market/intervals.ts';
import { tickRepository } from '../market/tick.repository.ts';
import { outcome, settlement } from './trade.rules.ts';
import { tradeOrders } from './trade.schema.ts';

const serverDir = resolve(import.meta.dirname, '../../..');
const dir = mkdtempSync(join(tmpdir(), 'trade-crash-'));
const url = `file:${join(dir, 'app.db')}`;
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the real server process on the database file; resolves with its port. */
function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, nodeArgs('trade-child'), {
    cwd: serverDir,
    env: { ...process.env, CHILD_DB: url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((ok, ko) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /PORT (\d+)/.exec(out);
      if (m) ok({ child, base: `http://127.0.0.1:${m[1]}/api/v1/` });
    });
    child.on('exit', (code) => ko(new Error(`server exited early: ${code}`)));
  });
}

const killHard = (child: ChildProcess) =>
  new Promise<void>((ok) => {
    child.once('exit', () => ok());
    child.kill('SIGKILL');
  });

async function call(base: string, path: string, fields: Record<string, string>, token?: string) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
  return (await res.json()) as { code: number; data: { token?: string } };
}

/** Records the tick of the current second every 100 ms, as the engine would (a second's first one
 * stands); prices on a 0.01 grid so draws happen too. */
function tickWriter(database: Database) {
  let price = 10_000;
  const timer = setInterval(() => {
    price += Math.floor(Math.random() * 3) - 1;
    void writeTick(database, 'BTCUSDT', bucket(Date.now(), '1s'), (price / 100).toFixed(2)).catch(() => {});
  }, 100);
  return () => clearInterval(timer);
}

const openOrders = async (database: Database) =>
  (await database.db.select({ n: count() }).from(tradeOrders).where(eq(tradeOrders.status, 'trading')))[0]
    ?.n ?? 0;

describe('a server killed with kill -9 while orders are open', () => {
  it('settles every order exactly once after restart, against the ticks recorded at expiry', async () => {
    const database = await openDb(url);
    let stopTicks = tickWriter(database);
    await new Promise((r) => setTimeout(r, 300));
    const first = await startServer();
    const tokens: string[] = [];
    for (const name of ['crash001', 'crash002', 'crash003']) {
      const r = await call(first.base, 'user/register', {
        username: name,
        password: 'Zq9-secret',
        repassword: 'Zq9-secret',
        agree: '1',
      });
      tokens.push(r.data.token ?? '');
    }
    const buys = Array.from({ length: 150 }, (_, i) =>
      call(
        first.base,
        'user/buy',
        {
          product_id: '1',
          direction: i % 2 ? 'up' : 'down',
          seconds: String(1 + (i % 2)),
          amount: String(10 + (i % 7)),
        },
        tokens[i % 3],
      ),
    );
    const placed = (await Promise.all(buys)).filter((r) => r.code === 0).length;
    expect(placed).toBe(150);
    // Kill while the 1 s orders are settling and the 2 s ones are still open; then a downtime.
    await new Promise((r) => setTimeout(r, 1050));
    await killHard(first.child);
    stopTicks();
    const openAtKill = await openOrders(database);
    expect(openAtKill).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 1500));
    stopTicks = tickWriter(database);

    const second = await startServer();
    const deadline = Date.now() + 15_000;
    while ((await openOrders(database)) > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    await killHard(second.child);
    stopTicks();

    expect(await openOrders(database)).toBe(0);
    expect(await audit(database.db)).toEqual(cleanBooks);
    for (const o of await database.db.select().from(tradeOrders)) {
      const close = await tickRepository.atOrBefore(database.db, o.symbol, o.expiresAt);
      expect(close && [o.close, o.closeTime]).toEqual([close?.price, close?.time]);
      const result = outcome(o.direction, o.strike, o.close ?? -1n);
      expect([o.result, o.payout]).toEqual([result, settlement(result, o.stake, o.ratio).payout]);
    }
    database.close();
  }, 60_000);
});
