import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { minor } from '../../db/types.ts';

/** Prices are stored as integers at this scale (1e-8). */
export const priceScale = 8;
/** Volumes (base asset) and turnovers (USDT) are stored at this scale; a day's sum stays far below 2^53. */
export const volumeScale = 4;

/**
 * Every simulated price, one per symbol per second: the only source of settlement results
 * (DESIGN section 5). Written by the price engine, never edited. `volume` is at `volumeScale`.
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

/**
 * Materialized candles (1Min and coarser; 1s bars are the ticks themselves), upserted as ticks arrive
 * so reads are one indexed range scan. `time` is the bar's open time; volume and turnover at `volumeScale`.
 */
export const candles = sqliteTable(
  'candles',
  {
    symbol: text('symbol').notNull(),
    interval: text('interval').notNull(),
    time: integer('time').notNull(),
    open: minor('open').notNull(),
    high: minor('high').notNull(),
    low: minor('low').notNull(),
    close: minor('close').notNull(),
    volume: minor('volume').notNull(),
    turnover: minor('turnover').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.interval, t.time] })],
);

/** Engine state that must survive restarts: the simulation seed (secret, so prices can't be foreseen). */
export const marketState = sqliteTable('market_state', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
