import { period as periodSchema } from '@app/contracts';
import { asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Reader, Tx } from '../../db/client.ts';
import { defaultSymbols } from '../market/symbols.ts';
import { type PeriodConfig, products } from './product.schema.ts';

export type ProductRow = typeof products.$inferSelect;

const periodsSchema = z.array(periodSchema);

/** Periods as stored, checked on the way out: a bad admin edit fails loudly, not in a settlement. */
const parsed = (row: ProductRow): ProductRow => ({ ...row, periods: periodsSchema.parse(row.periods) });

/** The default periods: 30 s 80 %, 60 s 85 %, 120 s 88 %, 300 s 90 %, stakes 10 – 50 000 USDT. */
export const defaultPeriods: PeriodConfig[] = [
  { seconds: 30, profit_ratio: '0.80', min: '10', max: '50000' },
  { seconds: 60, profit_ratio: '0.85', min: '10', max: '50000' },
  { seconds: 120, profit_ratio: '0.88', min: '10', max: '50000' },
  { seconds: 300, profit_ratio: '0.90', min: '10', max: '50000' },
];

export const productRepository = {
  async list(db: Reader): Promise<ProductRow[]> {
    const rows = await db.select().from(products).orderBy(asc(products.sort), asc(products.id));
    return rows.map(parsed);
  },
  // Synchronous, as the driver is: a buy looks its product up without a promise.
  byId(db: Reader, id: number): ProductRow | null {
    const row = db.select().from(products).where(eq(products.id, id)).limit(1).get();
    return row ? parsed(row) : null;
  },
  bySymbol(db: Reader, symbol: string): ProductRow | null {
    const row = db.select().from(products).where(eq(products.symbol, symbol)).limit(1).get();
    return row ? parsed(row) : null;
  },
  /** One product per simulated pair, on an empty table only: an administrator's edits are never undone. */
  seedDefaults(tx: Tx): boolean {
    const row = tx.select({ n: count() }).from(products).get();
    if ((row?.n ?? 0) > 0) return false;
    tx.insert(products)
      .values(
        defaultSymbols.map((s, i) => ({
          symbol: s.symbol,
          name: `${s.base}/USDT`,
          open: true,
          sort: i + 1,
          periods: defaultPeriods,
        })),
      )
      .run();
    return true;
  },
};
