import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ticks } from './market.schema.ts';

export type Tick = typeof ticks.$inferSelect;

/** Read access to the recorded price series; settlement and quotes use only these. */
export const tickRepository = {
  /** The price in effect at `time`: the last tick recorded at or before it. */
  async atOrBefore(db: Executor, symbol: string, time: number): Promise<Tick | null> {
    const [row] = await db
      .select()
      .from(ticks)
      .where(and(eq(ticks.symbol, symbol), lte(ticks.time, time)))
      .orderBy(desc(ticks.time))
      .limit(1);
    return row ?? null;
  },
  /** The first tick recorded at or after `time`; its existence means `time` has been priced. */
  async firstAtOrAfter(db: Executor, symbol: string, time: number): Promise<Tick | null> {
    const [row] = await db
      .select()
      .from(ticks)
      .where(and(eq(ticks.symbol, symbol), gte(ticks.time, time)))
      .orderBy(ticks.time)
      .limit(1);
    return row ?? null;
  },
  async latest(db: Executor, symbol: string): Promise<Tick | null> {
    const [row] = await db
      .select()
      .from(ticks)
      .where(eq(ticks.symbol, symbol))
      .orderBy(desc(ticks.time))
      .limit(1);
    return row ?? null;
  },
};
