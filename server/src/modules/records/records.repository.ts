import { type Asset, assetScale, fromMinor, type LedgerEntry } from '@app/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Reader } from '../../db/client.ts';
import type { LedgerKind } from '../wallet/ledger.ts';
import { ledger } from '../wallet/wallet.schema.ts';

export interface RecordFilter {
  userId: number;
  asset?: Asset | undefined;
  kind?: LedgerKind | undefined;
}

/** Financial records are the ledger itself: newest first, served by the (user, id) index. */
export const recordsRepository = {
  page(db: Reader, f: RecordFilter, page: number, limit: number) {
    const where = and(
      eq(ledger.userId, f.userId),
      f.asset ? eq(ledger.asset, f.asset) : undefined,
      f.kind ? eq(ledger.kind, f.kind) : undefined,
    );
    const rows = db
      .select()
      .from(ledger)
      .where(where)
      .orderBy(desc(ledger.id))
      .limit(limit)
      .offset((page - 1) * limit)
      .all();
    const total = db.select({ n: count() }).from(ledger).where(where).get();
    return { list: rows.map(toEntry), page, limit, total: total?.n ?? 0 };
  },
};

function toEntry(row: typeof ledger.$inferSelect): LedgerEntry {
  const scale = assetScale[row.asset];
  return {
    id: row.id,
    asset: row.asset,
    amount: fromMinor(row.amount, scale),
    locked_amount: fromMinor(row.lockedAmount, scale),
    kind: row.kind as LedgerKind,
    ref: row.ref,
    created_at: row.createdAt,
  };
}
