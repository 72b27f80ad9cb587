import { and, asc, count, desc, eq, gt, gte, lte, min, type SQL } from 'drizzle-orm';
import { type Executor, param, params, prepared, type Tx } from '../../db/client.ts';
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
export type PlacedOrder = Required<Pick<typeof tradeOrders.$inferInsert, (typeof placedColumns)[number]>>;

/** Placing and settling run once per order: both prepared once. */
const insertOrder = prepared((db) =>
  db
    .insert(tradeOrders)
    .values(params(placedColumns))
    .onConflictDoNothing({ target: tradeOrders.number })
    .returning()
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
const closeOrder = prepared((db) =>
  db
    .update(tradeOrders)
    .set({ status: 'closed', ...params(settledColumns) })
    .where(and(eq(tradeOrders.id, param('id')), eq(tradeOrders.status, 'trading')))
    .returning()
    .prepare(),
);

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
  async insert(tx: Tx, order: PlacedOrder): Promise<OrderRow | null> {
    const [row] = await insertOrder(tx).all(order);
    return row ?? null;
  },

  /**
   * Closes an order only if it is still trading: the guard that makes settlement exactly-once.
   * Returns the closed row, or null when someone else settled it first.
   */
  async closeIfTrading(tx: Tx, id: number, fields: SettledFields): Promise<OrderRow | null> {
    const [row] = await closeOrder(tx).all({ id, ...fields });
    return row ?? null;
  },

  /** Symbols with open orders expired at `now` (served by the (status, expires_at) index). */
  async dueSymbols(db: Executor, now: number): Promise<string[]> {
    const rows = await db
      .selectDistinct({ symbol: tradeOrders.symbol })
      .from(tradeOrders)
      .where(and(eq(tradeOrders.status, 'trading'), lte(tradeOrders.expiresAt, now)));
    return rows.map((r) => r.symbol);
  },

  /** The earliest expiry after `after` among open orders, or null when there is none (same index). */
  async nextExpiry(db: Executor, after: number): Promise<number | null> {
    const [row] = await db
      .select({ at: min(tradeOrders.expiresAt) })
      .from(tradeOrders)
      .where(and(eq(tradeOrders.status, 'trading'), gt(tradeOrders.expiresAt, after)));
    return row?.at ?? null;
  },

  /** Open orders of one symbol expired at `until`, oldest expiry first. */
  due(db: Executor, symbol: string, until: number, limit: number): Promise<OrderRow[]> {
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
      .limit(limit);
  },

  /** Ticks of `symbol` with after < time <= until, oldest first: the closes of a batch of due orders. */
  ticksAfter(db: Executor, symbol: string, after: number, until: number): Promise<Tick[]> {
    return db
      .select()
      .from(ticks)
      .where(and(eq(ticks.symbol, symbol), gt(ticks.time, after), lte(ticks.time, until)))
      .orderBy(asc(ticks.time));
  },

  async page(db: Executor, filter: OrderFilter, page: number, limit: number) {
    const where = whereOf(filter);
    const [list, [total]] = await Promise.all([
      db
        .select()
        .from(tradeOrders)
        .where(where)
        .orderBy(desc(tradeOrders.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(tradeOrders).where(where),
    ]);
    return { list, total: total?.n ?? 0 };
  },

  trading(db: Executor, userId: number, limit: number): Promise<OrderRow[]> {
    return db
      .select()
      .from(tradeOrders)
      .where(whereOf({ userId, status: 'trading' }))
      .orderBy(asc(tradeOrders.expiresAt))
      .limit(limit);
  },

  settledSince(db: Executor, userId: number, since: number, limit: number): Promise<OrderRow[]> {
    return db
      .select()
      .from(tradeOrders)
      .where(and(eq(tradeOrders.userId, userId), gte(tradeOrders.settledAt, since)))
      .orderBy(desc(tradeOrders.settledAt), desc(tradeOrders.id))
      .limit(limit);
  },
};

function whereOf(f: OrderFilter): SQL | undefined {
  return and(
    eq(tradeOrders.userId, f.userId),
    f.status ? eq(tradeOrders.status, f.status) : undefined,
    f.symbol ? eq(tradeOrders.symbol, f.symbol) : undefined,
  );
}
