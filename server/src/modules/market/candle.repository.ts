import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../db/client.ts';
import type { Bar, BarRow } from './candle-book.ts';
import type { CandleInterval } from './intervals.ts';
import { candles, marketState } from './market.schema.ts';
import { int, literal } from './tick.repository.ts';

const barOf = (r: typeof candles.$inferSelect): Bar => ({
  time: r.time,
  open: r.open,
  high: r.high,
  low: r.low,
  close: r.close,
  volume: r.volume,
  turnover: r.turnover,
});

export const candleRepository = {
  /** Inserts or overwrites bars: the engine holds each open bar's full state, so the last write wins. */
  /** Literal SQL for the same reason as `tickStore.insertMany`. */
  upsert(tx: Tx, rows: BarRow[]): void {
    for (let i = 0; i < rows.length; i += 3000) {
      const values = rows
        .slice(i, i + 3000)
        .map(
          (r) =>
            `(${literal(r.symbol)},${literal(r.interval)},${int(r.time)},${int(r.open)},${int(r.high)},` +
            `${int(r.low)},${int(r.close)},${int(r.volume)},${int(r.turnover)})`,
        );
      tx.run(
        sql.raw(
          `INSERT INTO candles (symbol,interval,time,open,high,low,close,volume,turnover) VALUES ${values.join(',')}
           ON CONFLICT (symbol,interval,time) DO UPDATE SET open=excluded.open, high=excluded.high,
           low=excluded.low, close=excluded.close, volume=excluded.volume, turnover=excluded.turnover`,
        ),
      );
    }
  },
  /** Up to `limit` bars opening at or before `to`, oldest first. */
  async until(db: Reader, symbol: string, interval: CandleInterval, to: number, limit: number) {
    const rows = await db
      .select()
      .from(candles)
      .where(and(eq(candles.symbol, symbol), eq(candles.interval, interval), lte(candles.time, to)))
      .orderBy(desc(candles.time))
      .limit(limit);
    return rows.reverse().map(barOf);
  },
  /** Bars opening at or after `from`, oldest first. */
  async since(db: Reader, symbol: string, interval: CandleInterval, from: number) {
    const rows = await db
      .select()
      .from(candles)
      .where(and(eq(candles.symbol, symbol), eq(candles.interval, interval), gte(candles.time, from)))
      .orderBy(candles.time);
    return rows.map(barOf);
  },
  async latest(db: Reader, symbol: string, interval: CandleInterval): Promise<Bar | null> {
    const [row] = await candleRepository.until(db, symbol, interval, Number.MAX_SAFE_INTEGER, 1);
    return row ?? null;
  },
  pruneBefore(tx: Tx, symbol: string, interval: CandleInterval, time: number): void {
    tx.delete(candles)
      .where(and(eq(candles.symbol, symbol), eq(candles.interval, interval), lt(candles.time, time)))
      .run();
  },
};

export const marketStateRepository = {
  async get(db: Reader, key: string): Promise<string | null> {
    const [row] = await db.select().from(marketState).where(eq(marketState.key, key)).limit(1);
    return row?.value ?? null;
  },
  set(tx: Tx, key: string, value: string): void {
    tx.insert(marketState).values({ key, value }).onConflictDoNothing().run();
  },
};
