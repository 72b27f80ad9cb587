import { count, desc, eq } from 'drizzle-orm';
import type { Reader, Tx } from '../../db/client.ts';
import { type ExchangeRow, exchanges } from './exchange.schema.ts';

export const exchangeRepository = {
  insert(tx: Tx, row: Omit<ExchangeRow, 'id'>): ExchangeRow {
    const inserted = tx.insert(exchanges).values(row).returning().get();
    if (!inserted) throw new Error('exchange insert returned no row');
    return inserted;
  },

  page(db: Reader, userId: number, page: number, limit: number) {
    const where = eq(exchanges.userId, userId);
    const list = db
      .select()
      .from(exchanges)
      .where(where)
      .orderBy(desc(exchanges.id))
      .limit(limit)
      .offset((page - 1) * limit)
      .all();
    const total = db.select({ n: count() }).from(exchanges).where(where).get();
    return { list, total: total?.n ?? 0 };
  },
};
