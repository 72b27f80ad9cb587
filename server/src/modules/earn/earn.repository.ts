import { and, asc, count, desc, eq, lte, sql, sum } from 'drizzle-orm';
import type { Reader, Tx } from '../../db/client.ts';
import {
  type EarnOrderRow,
  type EarnProductRow,
  earnOrders,
  earnPayouts,
  earnProducts,
} from './earn.schema.ts';

export type NewEarnProduct = typeof earnProducts.$inferInsert;
export type NewEarnOrder = Omit<
  typeof earnOrders.$inferInsert,
  'id' | 'paidDays' | 'earned' | 'status' | 'penalty' | 'refund' | 'endedAt'
>;
type Status = EarnOrderRow['status'];

/** What a fresh database offers: four cycles with their own rates, limits, custodians and hours. */
export const defaultEarnProducts: NewEarnProduct[] = [
  {
    name: 'USDT Flexi 7',
    dailyRate: 3_000n, // 0.3 % a day
    cycleDays: 7,
    min: 10_000_000n,
    max: 5_000_000_000n,
    dividendTime: '00:00',
    custodian: 'Coinly Custody',
    breachRate: 10_000n, // 1 %
    sort: 1,
  },
  {
    name: 'USDT Steady 15',
    dailyRate: 5_000n,
    cycleDays: 15,
    min: 100_000_000n,
    max: 20_000_000_000n,
    dividendTime: '08:00',
    custodian: 'Anchorage Trust',
    breachRate: 30_000n,
    sort: 2,
  },
  {
    name: 'USDT Growth 30',
    dailyRate: 8_000n,
    cycleDays: 30,
    min: 500_000_000n,
    max: 50_000_000_000n,
    dividendTime: '12:00',
    custodian: 'BitGo Trust',
    breachRate: 50_000n,
    sort: 3,
  },
  {
    name: 'USDT Prime 90',
    dailyRate: 12_000n,
    cycleDays: 90,
    min: 1_000_000_000n,
    max: 100_000_000_000n,
    dividendTime: '20:00',
    custodian: 'Fireblocks Vault',
    breachRate: 80_000n,
    sort: 4,
  },
];

export interface DueDay {
  order: EarnOrderRow;
  day: number;
}

export const earnRepository = {
  products(db: Reader): EarnProductRow[] {
    return db.select().from(earnProducts).orderBy(asc(earnProducts.sort), asc(earnProducts.id)).all();
  },
  product(db: Reader, id: number): EarnProductRow | undefined {
    return db.select().from(earnProducts).where(eq(earnProducts.id, id)).get();
  },
  /** On an empty table only: an administrator's edits are never undone. */
  seedDefaults(tx: Tx): boolean {
    const row = tx.select({ n: count() }).from(earnProducts).get();
    if ((row?.n ?? 0) > 0) return false;
    tx.insert(earnProducts).values(defaultEarnProducts).run();
    return true;
  },
  updateProduct(tx: Tx, id: number, fields: Partial<NewEarnProduct>): EarnProductRow | undefined {
    return tx.update(earnProducts).set(fields).where(eq(earnProducts.id, id)).returning().get();
  },

  insertOrder(tx: Tx, order: NewEarnOrder): EarnOrderRow {
    return tx.insert(earnOrders).values(order).returning().get();
  },
  order(db: Reader, userId: number, id: number): EarnOrderRow | undefined {
    return db
      .select()
      .from(earnOrders)
      .where(and(eq(earnOrders.id, id), eq(earnOrders.userId, userId)))
      .get();
  },
  page(db: Reader, userId: number, status: Status | undefined, page: number, limit: number) {
    const where = and(eq(earnOrders.userId, userId), status ? eq(earnOrders.status, status) : undefined);
    const list = db
      .select()
      .from(earnOrders)
      .where(where)
      .orderBy(desc(earnOrders.id))
      .limit(limit)
      .offset((page - 1) * limit)
      .all();
    const total = db.select({ n: count() }).from(earnOrders).where(where).get()?.n ?? 0;
    return { list, total };
  },
  summary(db: Reader, userId: number) {
    const hosting = sql<number>`sum(case when ${earnOrders.status} = 'hosting' then 1 else 0 end)`;
    const principal = sql<
      string | null
    >`sum(case when ${earnOrders.status} = 'hosting' then ${earnOrders.principal} else 0 end)`;
    const row = db
      .select({ hosting, principal, earned: sum(earnOrders.earned) })
      .from(earnOrders)
      .where(eq(earnOrders.userId, userId))
      .get();
    return {
      hosting: Number(row?.hosting ?? 0),
      principal: BigInt(row?.principal ?? 0),
      earned: BigInt(row?.earned ?? 0),
    };
  },

  /** Hosting orders with a day due at `now`, oldest due first (served by the (status, next_due_at) index). */
  due(db: Reader, now: number, limit: number): EarnOrderRow[] {
    return db
      .select()
      .from(earnOrders)
      .where(and(eq(earnOrders.status, 'hosting'), lte(earnOrders.nextDueAt, now)))
      .orderBy(asc(earnOrders.nextDueAt))
      .limit(limit)
      .all();
  },
  /** The earliest day due after `now`, or null when nothing is hosting. */
  nextDue(db: Reader): number | null {
    const row = db
      .select({ at: earnOrders.nextDueAt })
      .from(earnOrders)
      .where(eq(earnOrders.status, 'hosting'))
      .orderBy(asc(earnOrders.nextDueAt))
      .limit(1)
      .get();
    return row?.at ?? null;
  },

  /**
   * Records day `day` of an order as paid: the payout row (its primary key refuses a second one) and
   * the order's counters, guarded on the day before being the last one paid. False when this day was
   * already paid or the order is no longer hosting: the caller then books nothing.
   */
  markPaid(tx: Tx, order: EarnOrderRow, day: number, amount: bigint, now: number): EarnOrderRow | null {
    const payout = tx
      .insert(earnPayouts)
      .values({ orderId: order.id, day, amount, paidAt: now })
      .onConflictDoNothing()
      .run();
    if (payout.changes !== 1) return null;
    const last = day === order.cycleDays;
    const updated = tx
      .update(earnOrders)
      .set({
        paidDays: day,
        nextDueAt: sql`${earnOrders.startsAt} + ${day + 1} * ${earnOrders.dayMs}`,
        earned: sql`${earnOrders.earned} + ${amount}`,
        ...(last ? { status: 'settled' as const, endedAt: now } : {}),
      })
      .where(
        and(eq(earnOrders.id, order.id), eq(earnOrders.status, 'hosting'), eq(earnOrders.paidDays, day - 1)),
      )
      .returning()
      .get();
    if (!updated) throw new Error(`earn order ${order.id} day ${day}: payout row without its order`);
    return updated;
  },

  /** Ends a hosting order before maturity; null when it is not hosting or has matured. */
  cancel(tx: Tx, id: number, fields: { penalty: bigint; refund: bigint; now: number }): EarnOrderRow | null {
    return (
      tx
        .update(earnOrders)
        .set({ status: 'cancelled', penalty: fields.penalty, refund: fields.refund, endedAt: fields.now })
        .where(
          and(
            eq(earnOrders.id, id),
            eq(earnOrders.status, 'hosting'),
            sql`${earnOrders.endsAt} > ${fields.now}`,
          ),
        )
        .returning()
        .get() ?? null
    );
  },
};
