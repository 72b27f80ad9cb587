import { createHash } from 'node:crypto';
import { getTableName, is, sql } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Reader } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import * as priceData from '../modules/market/market.schema.ts';

/**
 * Everything a request could change: every table of the schema except the market module's price data
 * (ticks, candles, market state), which moves on its own. Derived, so a new table is covered unlisted.
 */
const moving = new Set<unknown>(Object.values(priceData));
export const fingerprintTables: readonly string[] = Object.values(schema)
  .filter((value) => is(value, SQLiteTable) && !moving.has(value))
  .map((table) => getTableName(table as SQLiteTable))
  .sort();

/** A hash of every row of those tables: equal before and after means a request changed nothing. */
export async function fingerprint(db: Reader): Promise<string> {
  const hash = createHash('sha256');
  for (const table of fingerprintTables) {
    const rows = await db.all(sql.raw(`SELECT * FROM "${table}" ORDER BY rowid`));
    hash.update(table);
    hash.update(JSON.stringify(rows, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
  }
  return hash.digest('hex');
}
