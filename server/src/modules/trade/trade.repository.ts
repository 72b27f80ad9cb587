import { and, asc, count, desc, eq, gt, gte, lte, min, type SQL } from 'drizzle-orm';
import type { Reader, Tx } from '../../db/client.ts';
import { param, params, prepared } from '../../db/prepared.ts';
import { ticks } from '../market/market.schema.ts';
import type { Tick } from '../market/tick.repository.ts';
import { type OrderRow, tradeOrders } from './trade.schema.ts';

/** The columns placing an order writes; the rest of the row is the settlement's. */
const placedColumns = [
  'number',
  'userId',
  'productId',
  'symbol',
  'direction',
  'stake',
  'seconds',
  'ratio',
  'strike',
  'strikeTime',
  'placedAt',
  'expiresAt',
] as const;
type PlacedColumn = (typeof placedColumns)[number];
export type PlacedOrder = Required<Pick<typeof tradeOrders.$inferInsert, PlacedColumn>>;

/** Placing and settling run once per order: both prepared once. */
const insertOrder = prepared((db: Tx) =>
  db
    .insert(tradeOrders)
    .values(params(placedColumns))
    .onConflictDoNothing({ target: tradeOrders.number })
    .prepare(),
);
const settledColumns = [
  'close',
  'closeTime',
  'result',
  'profit',
  'payout',
  'settledAt',
] as const satisfies ReadonlyArray<keyof SettledFields>;
const closeOrder = prepared((db: Tx) =>
  db
    .update(tradeOrders)
    .set({ status: 'closed', ...params(settledColumns) })
    .where(and(eq(tradeOrders.id, param('id')), eq(tradeOrders.status, 'trading')))
    .returning()
    .prepare(),
);

/** The columns of a new order that placing leaves to their defaults. */
const unsettled = {
  status: 'trading',
  close: null,
  closeTime: null,
  result: null,
  profit: null,
  payout: null,
  settledAt: null,
} as const satisfies Omit<OrderRow, PlacedColumn | 'id'>;

export interface SettledFields {
  close: bigint;
  closeTime: number;
  result: 'win' | 'loss' | 'draw';
  profit: bigint;
  payout: bigint;
  settledAt: number;
}

export interface OrderFilter {
  userId: number;
  status?: 'trading' | 'closed' | undefined;
  symbol?: string | undefined;
}

export const orderRepository = {
  /** Inserts the order, or returns null when its number is already taken (the caller draws another). */
  insert(tx: Tx, order: PlacedOrder): OrderRow | null {
    // Only the id is new (the row's rowid): the rest is what was written, and nothing is settled yet.
    // No RETURNING: `run` already says whether a row went in and its rowid, with one native call
    // fewer than a returned row (the driver's `raw()` toggle) and no row to map.
    const placed = insertOrder(tx).run(order);
    if (placed.changes !== 1) return null;
    return { ...order, id: Number(placed.lastInsertRowid), ...unsettled };
  },

  /**
   * Closes an order only if it is still trading: the guard that makes settlement exactly-once.
   * Returns the closed row, or null when someone else settled it first.
   */
  closeIfTrading(tx: Tx, id: number, fields: SettledFields): OrderRow | null {
    return closeOrder(tx).get({ id, ...fields }) ?? null;
  },

  /** Symbols with open orders expired at `now` (served by the (status, expires_at) index). */
  dueSymbols(db: Reader, now: number): string[] {
    const rows = db
      .selectDistinct({ symbol: tradeOrders.symbol })
      .from(tradeOrders)
      .where(and(eq(tradeOrders.status, 'trading'), lte(tradeOrders.expiresAt, now)))
      .all();
    return rows.map((r) => r.symbol);
  },

  /** The earliest expiry after `after` among open orders, or null when there is none (same index). */
  nextExpiry(db: Reader, after: number): number | null {
    const row = db
      .select({ at: min(tradeOrders.expiresAt) })
      .from(tradeOrders)
      .where(and(eq(tradeOrders.status, 'trading'), gt(tradeOrders.expiresAt, after)))
      .get();
    return row?.at ?? null;
  },

  /** Open orders of one symbol expired at `until`, oldest expiry first. */
  due(db: Reader, symbol: string, until: number, limit: number): OrderRow[] {
    return db
      .select()
      .from(tradeOrders)
      .where(
        and(
          eq(tradeOrders.status, 'trading'),
          lte(tradeOrders.expiresAt, until),
          eq(tradeOrders.symbol, symbol),
        ),
      )
      .orderBy(asc(tradeOrders.expiresAt), asc(tradeOrders.id))
      .limit(limit)
      .all();
  },

  /** Ticks of `symbol` with after < time <= until, oldest first: the closes of a batch of due orders. */
  ticksAfter(db: Reader, symbol: string, after: number, until: number): Tick[] {
    return db
      .select()
      .from(ticks)
      .where(and(eq(ticks.symbol, symbol), gt(ticks.time, after), lte(ticks.time, until)))
      .orderBy(asc(ticks.time))
      .all();
  },

  page(db: Reader, filter: OrderFilter, page: number, limit: number) {
    const where = whereOf(filter);
    const list = db
      .select()
      .from(tradeOrders)
      .where(where)
      .orderBy(desc(tradeOrders.id))
      .limit(limit)
      .offset((page - 1) * limit)
      .all();
    const total = db.select({ n: count() }).from(tradeOrders).where(where).get();
    return { list, total: total?.n ?? 0 };
  },

  trading(db: Reader, userId: number, limit: number): OrderRow[] {
    return db
      .select()
      .from(tradeOrders)
      .where(whereOf({ userId, status: 'trading' }))
      .orderBy(asc(tradeOrders.expiresAt))
      .limit(limit)
      .all();
  },

  settledSince(db: Reader, userId: number, since: number, limit: number): OrderRow[] {
    return db
      .select()
      .from(tradeOrders)
      .where(and(eq(tradeOrders.userId, userId), gte(tradeOrders.settledAt, since)))
      .orderBy(desc(tradeOrders.settledAt), desc(tradeOrders.id))
      .limit(limit)
      .all();
  },
};

function whereOf(f: OrderFilter): SQL | undefined {
  return and(
    eq(tradeOrders.userId, f.userId),
    f.status ? eq(tradeOrders.status, f.status) : undefined,
    f.symbol ? eq(tradeOrders.symbol, f.symbol) : undefined,
  );
}
