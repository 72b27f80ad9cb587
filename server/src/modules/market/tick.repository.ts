import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../db/client.ts';
import { param, prepared } from '../../db/prepared.ts';
import { tickMs } from './intervals.ts';
import { ticks } from './market.schema.ts';

export type Tick = typeof ticks.$inferSelect;

/** An SQL literal of a name made of letters and digits only (symbols, intervals); anything else throws. */
export function literal(name: string): string {
  if (!/^[A-Za-z0-9]+$/.test(name)) throw new Error(`not a plain name: ${name}`);
  return `'${name}'`;
}
/** An SQL literal of an integer. */
export function int(v: bigint | number): string {
  if (typeof v === 'number' && !Number.isSafeInteger(v)) throw new Error(`not an integer: ${v}`);
  return v.toString();
}

/** An SQL literal of a tick time, refused unless it sits on the tick grid (see `tickMs`). */
function onGrid(time: number): string {
  if (time % tickMs !== 0) throw new Error(`tick time ${time} is not a multiple of ${tickMs} ms`);
  return int(time);
}

/** The strike of every order and the close of every settlement: prepared once. */
const tickAtOrBefore = prepared((db: Reader) =>
  db
    .select()
    .from(ticks)
    .where(and(eq(ticks.symbol, param('symbol')), lte(ticks.time, param('time'))))
    .orderBy(desc(ticks.time))
    .limit(1)
    .prepare(),
);

/** Read access to the recorded price series; settlement and quotes use only these. */
export const tickRepository = {
  /** The price in effect at `time`: the last tick recorded at or before it. */
  atOrBefore(db: Reader, symbol: string, time: number): Tick | null {
    return tickAtOrBefore(db).get({ symbol, time }) ?? null;
  },
  /** The first tick recorded at or after `time`. */
  async firstAtOrAfter(db: Reader, symbol: string, time: number): Promise<Tick | null> {
    const [row] = await db
      .select()
      .from(ticks)
      .where(and(eq(ticks.symbol, symbol), gte(ticks.time, time)))
      .orderBy(ticks.time)
      .limit(1);
    return row ?? null;
  },
  latest(db: Reader, symbol: string): Tick | null {
    return db.select().from(ticks).where(eq(ticks.symbol, symbol)).orderBy(desc(ticks.time)).get() ?? null;
  },
};

/** Writes and bulk reads used by the price engine and the 1s chart. */
export const tickStore = {
  /**
   * Bulk insert as literal SQL: back-fill writes tens of thousands of rows and the query builder
   * costs more than SQLite. Safe because every value is an integer or a checked symbol name.
   */
  insertMany(tx: Tx, rows: Tick[]): void {
    for (let i = 0; i < rows.length; i += 5000) {
      const values = rows
        .slice(i, i + 5000)
        .map((r) => `(${literal(r.symbol)},${onGrid(r.time)},${int(r.price)},${int(r.volume)})`);
      tx.run(sql.raw(`INSERT OR IGNORE INTO ticks (symbol,time,price,volume) VALUES ${values.join(',')}`));
    }
  },
  /** Up to `limit` ticks at or before `to`, oldest first. */
  async until(db: Reader, symbol: string, to: number, limit: number): Promise<Tick[]> {
    const rows = await db
      .select()
      .from(ticks)
      .where(and(eq(ticks.symbol, symbol), lte(ticks.time, to)))
      .orderBy(desc(ticks.time))
      .limit(limit);
    return rows.reverse();
  },
  pruneBefore(tx: Tx, time: number): void {
    tx.delete(ticks).where(lt(ticks.time, time)).run();
  },
};
