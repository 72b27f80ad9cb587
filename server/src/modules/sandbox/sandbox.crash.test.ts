import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sandboxHeader } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from '../../db/client.ts';
import { adminHeaders, testAdminToken } from '../../test/admin-token.ts';
import { listeningAt, spawnServer } from '../../test/server-process.ts';
import { audit, cleanBooks } from '../../test/trading.ts';
import { tickRepository } from '../market/tick.repository.ts';
import { outcome } from '../trade/trade.rules.ts';

interface Row {
  status: string;
  direction: 'up' | 'down';
  strike: number | bigint;
  close: number | bigint | null;
  close_time: number;
  expires_at: number;
  result: string;
}

const dir = mkdtempSync(join(tmpdir(), 'coinly-sandbox-crash-'));
let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function startServer(): Promise<string> {
  child = spawnServer({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    ADMIN_TOKEN: testAdminToken,
    DATABASE_URL: `file:${join(dir, 'app.db')}`,
    SANDBOX_DIR: join(dir, 'sandboxes'),
    MARKET_SYMBOLS: 'BTC',
    SEED: 'false',
    LOG_LEVEL: 'info',
  });
  return listeningAt(child);
}

const box = { [sandboxHeader]: 'crash' };
const formPost = (base: string, path: string, fields: Record<string, string>, headers = {}) =>
  fetch(`${base}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...box, ...headers },
    body: new URLSearchParams(fields).toString(),
  });

describe('a sandbox kept in a file, killed with -9 mid-load', () => {
  it('comes back with its books balanced, places each buy once however often it is sent, and settles every order from its own ticks once its clock moves on', {
    timeout: 120_000,
  }, async () => {
    let base = await startServer();
    const login = await formPost(base, 'user/login', { username: 'demo', password: 'demo123456' });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const buy = { product_id: '1', direction: 'up', seconds: '30', amount: '10' };
    let answered = 0;
    const load = Array.from({ length: 60 }, (_, i) =>
      formPost(
        base,
        'user/buy',
        { ...buy, idempotency_key: `crash-buy-${i}` },
        { authorization: `Bearer ${token}` },
      )
        .then(() => answered++)
        .catch(() => undefined),
    );
    while (answered < 10) await new Promise((r) => setTimeout(r, 20));
    (child as ChildProcess).kill('SIGKILL');
    await Promise.all(load);

    base = await startServer();
    // Every buy sent again with its key: the ones placed before the kill are not placed twice.
    const again = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        formPost(
          base,
          'user/buy',
          { ...buy, idempotency_key: `crash-buy-${i}` },
          { authorization: `Bearer ${token}` },
        ).then(async (res) => ((await res.json()) as { code: number }).code),
      ),
    );
    expect(again).toEqual(again.map(() => 0));
    const moved = await fetch(`${base}/__admin/clock`, {
      method: 'POST',
      headers: { ...adminHeaders, ...box, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'advance', ms: 120_000 }),
    });
    expect(moved.status).toBe(200);
    const database = openDb(`file:${join(dir, 'sandboxes', 'crash.db')}`);
    try {
      const orders = database.db.all<Row>(sql`SELECT * FROM trade_orders`);
      // One order per key, however many times it was sent and whatever the kill cut short.
      expect(orders).toHaveLength(60);
      expect(orders.every((o) => o.status === 'closed')).toBe(true);
      expect(await audit(database.db)).toEqual(cleanBooks);
      // Each settled against the sandbox's own recorded ticks: recomputable from them.
      for (const o of orders) {
        const close = tickRepository.atOrBefore(database.db, 'BTCUSDT', o.expires_at);
        expect([String(o.close), o.close_time]).toEqual([String(close?.price), close?.time]);
        expect(o.result).toBe(outcome(o.direction, BigInt(o.strike), BigInt(o.close ?? -1)));
      }
    } finally {
      database.close();
    }
  });
});
