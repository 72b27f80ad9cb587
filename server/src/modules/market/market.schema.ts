import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { minor } from '../../db/types.ts';

/** Prices are stored as integers at this scale (1e-8). */
export const priceScale = 8;

/**
 * Every simulated price, one per symbol per second: the only source of settlement results
 * (DESIGN section 5). Written by the price engine, never edited.
 */
export const ticks = sqliteTable(
  'ticks',
  {
    symbol: text('symbol').notNull(),
    time: integer('time').notNull(),
    price: minor('price').notNull(),
    volume: minor('volume').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.time] }), index('ticks_time_idx').on(t.time)],
);
