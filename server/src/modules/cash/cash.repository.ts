import { type UsdtNetwork, usdtChain } from '@app/contracts';
import { and, count, desc, eq, gte, isNotNull, isNull, lt, lte, ne } from 'drizzle-orm';
import type { Reader, Tx } from '../../db/client.ts';
import { bankCards, type RechargeRow, recharges, type WithdrawalRow, withdrawals } from './cash.schema.ts';

export type CardRow = typeof bankCards.$inferSelect;
export type ReviewTable = typeof recharges | typeof withdrawals;
export type ReviewKind = 'recharge' | 'withdraw';

export const tableOf = { recharge: recharges, withdraw: withdrawals } as const;
type RowOf<K extends ReviewKind> = K extends 'recharge' ? RechargeRow : WithdrawalRow;

export const cashRepository = {
  card(db: Reader, userId: number): CardRow | null {
    return db.select().from(bankCards).where(eq(bankCards.userId, userId)).get() ?? null;
  },

  saveCard(tx: Tx, row: CardRow): CardRow {
    const { userId: _key, ...fields } = row;
    return tx
      .insert(bankCards)
      .values(row)
      .onConflictDoUpdate({ target: bankCards.userId, set: fields })
      .returning()
      .get();
  },

  insertRecharge(tx: Tx, row: typeof recharges.$inferInsert): RechargeRow {
    return tx.insert(recharges).values(row).returning().get();
  },

  insertWithdrawal(tx: Tx, row: typeof withdrawals.$inferInsert): WithdrawalRow {
    return tx.insert(withdrawals).values(row).returning().get();
  },

  /** Withdrawals of a user created since `since`, declined ones excepted: the daily count. */
  withdrawalsSince(db: Reader, userId: number, since: number): number {
    const row = db
      .select({ n: count() })
      .from(withdrawals)
      .where(
        and(eq(withdrawals.userId, userId), gte(withdrawals.createdAt, since), ne(withdrawals.status, 2)),
      )
      .get();
    return row?.n ?? 0;
  },

  page<K extends ReviewKind>(db: Reader, kind: K, userId: number, page: number, limit: number) {
    const table = tableOf[kind] as ReviewTable;
    const where = eq(table.userId, userId);
    const list = db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.id))
      .limit(limit)
      .offset((page - 1) * limit)
      .all() as RowOf<K>[];
    const total = db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
    return { list, total };
  },

  byId<K extends ReviewKind>(db: Reader, kind: K, id: number): RowOf<K> | null {
    const table = tableOf[kind] as ReviewTable;
    return (db.select().from(table).where(eq(table.id, id)).get() as RowOf<K> | undefined) ?? null;
  },

  /** Pending records, oldest first; with `createdBy`, only those created at or before it (due for auto review). */
  pending<K extends ReviewKind>(db: Reader, kind: K, limit: number, createdBy?: number): RowOf<K>[] {
    const table = tableOf[kind] as ReviewTable;
    const due = createdBy === undefined ? undefined : lte(table.createdAt, createdBy);
    return db
      .select()
      .from(table)
      .where(and(eq(table.status, 0), due))
      .orderBy(table.id)
      .limit(limit)
      .all() as RowOf<K>[];
  },

  /**
   * Pending records a review decides, created at or before `createdBy`, oldest first. USDT recharges with a
   * transaction hash are not among them: the chain credits those (usdt-chain.ts).
   */
  dueForReview<K extends ReviewKind>(db: Reader, kind: K, limit: number, createdBy: number): RowOf<K>[] {
    const table = tableOf[kind] as ReviewTable;
    const reviewed = kind === 'recharge' ? isNull(recharges.txHash) : undefined;
    return db
      .select()
      .from(table)
      .where(and(eq(table.status, 0), lte(table.createdAt, createdBy), reviewed))
      .orderBy(table.id)
      .limit(limit)
      .all() as RowOf<K>[];
  },

  /** USDT recharges whose transaction is not final yet (and not declined), oldest first. */
  unconfirmed(db: Reader, limit: number): RechargeRow[] {
    return db
      .select()
      .from(recharges)
      .where(
        and(
          isNotNull(recharges.txHash),
          lt(recharges.confirmations, usdtChain.final),
          ne(recharges.status, 2),
        ),
      )
      .orderBy(recharges.createdAt)
      .limit(limit)
      .all();
  },

  /** Raises a recharge's confirmations to `count`, never lowers them; null when nothing changed. */
  confirm(tx: Tx, id: number, confirmations: number): RechargeRow | null {
    return (
      tx
        .update(recharges)
        .set({ confirmations })
        .where(and(eq(recharges.id, id), lt(recharges.confirmations, confirmations)))
        .returning()
        .get() ?? null
    );
  },

  /** The recharge that already carries this transaction, if any. */
  byTxHash(db: Reader, network: UsdtNetwork, txHash: string): RechargeRow | null {
    return (
      db
        .select()
        .from(recharges)
        .where(and(eq(recharges.usdtNetwork, network), eq(recharges.txHash, txHash)))
        .get() ?? null
    );
  },

  /**
   * Decides a record only if it is still pending: the guard that makes a decision change money once.
   * Returns the decided row, or null when it was already decided (or does not exist).
   */
  decide<K extends ReviewKind>(
    tx: Tx,
    kind: K,
    id: number,
    decision: { status: 1 | 2; reason: string | null; decidedAt: number },
  ): RowOf<K> | null {
    const table = tableOf[kind] as ReviewTable;
    const row = tx
      .update(table)
      .set(decision)
      .where(and(eq(table.id, id), eq(table.status, 0)))
      .returning()
      .get();
    return (row as RowOf<K> | undefined) ?? null;
  },

  /** Records an approved withdrawal's transaction hash; returns the row as it now is. */
  setTxHash(tx: Tx, id: number, txHash: string): WithdrawalRow {
    return tx
      .update(withdrawals)
      .set({ txHash })
      .where(eq(withdrawals.id, id))
      .returning()
      .get() as WithdrawalRow;
  },
};
