import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Reader } from '../db/client.ts';

/** Everything a request could change; price data (ticks, candles, market state) moves on its own. */
const tables = [
  'users',
  'sessions',
  'password_resets',
  'accounts',
  'ledger',
  'idempotency',
  'trade_orders',
  'exchanges',
  'uploads',
  'bank_cards',
  'recharges',
  'withdrawals',
  'settings',
  'products',
  'notices',
  'banners',
  'earn_products',
  'earn_orders',
  'earn_payouts',
  'realname_auth',
] as const;

/** A hash of every row of those tables: equal before and after means a request changed nothing. */
export async function fingerprint(db: Reader): Promise<string> {
  const hash = createHash('sha256');
  for (const table of tables) {
    const rows = await db.all(sql.raw(`SELECT * FROM ${table} ORDER BY rowid`));
    hash.update(table);
    hash.update(JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
  }
  return hash.digest('hex');
}
