import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Sqlite from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from './client.ts';

const migrations = resolve(import.meta.dirname, '../../drizzle');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A database file migrated up to (not including) migration `upTo`, from a copy of the folder. */
function databaseBefore(upTo: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'coinly-migrate-'));
  dirs.push(dir);
  const folder = join(dir, 'drizzle');
  cpSync(migrations, folder, { recursive: true });
  const journalFile = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, upTo);
  writeFileSync(journalFile, JSON.stringify(journal));
  const path = join(dir, 'app.db');
  const client = new Sqlite(path);
  migrate(drizzle({ client }), { migrationsFolder: folder });
  client.close();
  return path;
}

describe('migration 0005 (plain rowid ids for trade_orders and ledger)', () => {
  it('keeps every order and ledger entry with its id, and new ids go on after the highest', () => {
    const path = databaseBefore(5);
    const old = new Sqlite(path);
    old.exec(
      `INSERT INTO users (id, username, password_hash, invite_code, created_at) VALUES (1, 'u', 'x', 'i', 0)`,
    );
    const order = (id: number, n: string) =>
      old
        .prepare(
          `INSERT INTO trade_orders (id, number, user_id, product_id, symbol, direction, stake, seconds, ratio,
             strike, strike_time, placed_at, expires_at) VALUES (?, ?, 1, 1, 'BTCUSDT', 'up', 1, 30, 1, 1, 0, 0, 30000)`,
        )
        .run(id, n);
    order(7, 'a');
    order(41, 'b');
    old.exec(`INSERT INTO ledger (id, user_id, asset, amount, locked_amount, kind, created_at)
              VALUES (12, 1, 'usdt', 5, 0, 'trade_stake', 0)`);
    old.close();

    const database = openDb(`file:${path}`);
    try {
      const ids = database.db.all<{ id: number }>(`SELECT id FROM trade_orders ORDER BY id`);
      expect(ids.map((r) => r.id)).toEqual([7, 41]);
      expect(
        database.db.all(`SELECT name FROM sqlite_sequence WHERE name IN ('trade_orders', 'ledger')`),
      ).toEqual([]);
      database.write((tx) => {
        tx.run(`INSERT INTO trade_orders (number, user_id, product_id, symbol, direction, stake, seconds, ratio,
                  strike, strike_time, placed_at, expires_at) VALUES ('c', 1, 1, 'BTCUSDT', 'up', 1, 30, 1, 1, 0, 0, 30000)`);
        tx.run(`INSERT INTO ledger (user_id, asset, amount, locked_amount, kind, created_at)
                  VALUES (1, 'usdt', 5, 0, 'trade_stake', 0)`);
      });
      expect(database.db.get<{ id: number }>(`SELECT max(id) id FROM trade_orders`)?.id).toBe(42);
      expect(database.db.get<{ id: number }>(`SELECT max(id) id FROM ledger`)?.id).toBe(13);
      // The checks moved with the table: a stake of zero is still refused.
      expect(() =>
        database.write((tx) =>
          tx.run(`INSERT INTO trade_orders (number, user_id, product_id, symbol, direction, stake, seconds, ratio,
                    strike, strike_time, placed_at, expires_at) VALUES ('d', 1, 1, 'BTCUSDT', 'up', 0, 30, 1, 1, 0, 0, 30000)`),
        ),
      ).toThrow();
      expect(database.db.get<{ n: number }>(`SELECT count(*) n FROM trade_orders`)?.n).toBe(3);
    } finally {
      database.close();
    }
  });
});

describe('migration 0007 (ledger events)', () => {
  it('joins the parts one write added after its first entry into that entry’s event', () => {
    const path = databaseBefore(7);
    const old = new Sqlite(path);
    old.exec(
      `INSERT INTO users (id, username, password_hash, invite_code, created_at) VALUES (1, 'u', 'x', 'i', 0)`,
    );
    const entry = old.prepare(
      `INSERT INTO ledger (id, user_id, asset, amount, locked_amount, kind, ref, created_at) VALUES (?, 1, ?, ?, ?, ?, ?, ?)`,
    );
    entry.run(1, 'usdt', -990, 0, 'exchange_out', 'X1', 5);
    entry.run(2, 'usdt', -10, 0, 'exchange_fee', 'X1', 5);
    entry.run(3, 'money', 712, 0, 'exchange_in', 'X1', 5);
    entry.run(4, 'money', -100, 100, 'withdraw', 'W1', 6);
    entry.run(5, 'money', 0, -99, 'withdraw', 'W1', 9);
    entry.run(6, 'money', 0, -1, 'withdraw_fee', 'W1', 9);
    old.close();

    const database = openDb(`file:${path}`);
    try {
      const rows = database.db.all<{ id: number; event_id: number | null }>(
        `SELECT id, event_id FROM ledger ORDER BY id`,
      );
      expect(rows.map((r) => r.event_id)).toEqual([null, 1, 1, null, null, 5]);
    } finally {
      database.close();
    }
  });
});
