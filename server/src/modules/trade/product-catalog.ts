import { period as periodSchema } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import type { Period } from './trade.rules.ts';

/** What buying needs to know about a product. */
export interface CatalogProduct {
  id: number;
  symbol: string;
  open: boolean;
  periods: Period[];
}

/** The product lookup trading depends on; the market module owns products, this is the seam. */
export interface ProductCatalog {
  byId(id: number): Promise<CatalogProduct | null>;
}

/** A fixed catalogue: tests, benches, and a server without a products table. */
export function memoryCatalog(products: CatalogProduct[]): ProductCatalog {
  const byId = new Map(products.map((p) => [p.id, p]));
  return { byId: async (id) => byId.get(id) ?? null };
}

const row = z.object({
  id: z.number().int(),
  symbol: z.string(),
  open: z.union([z.number(), z.boolean()]).transform(Boolean),
  periods: z.string().transform((s) => z.array(periodSchema).parse(JSON.parse(s))),
});

/**
 * Reads the `products` table (id, symbol, open, periods as JSON text) when it exists; a database
 * without one has no products, so every buy is refused as 'product_not_exist'.
 */
export function dbCatalog(db: Executor): ProductCatalog {
  let present: Promise<boolean> | undefined;
  const hasTable = async () => {
    const found = await db.all<{ name: string }>(
      sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'products'`,
    );
    return found.length > 0;
  };
  return {
    async byId(id) {
      present ??= hasTable();
      if (!(await present)) return null;
      const [found] = await db.all(sql`SELECT id, symbol, open, periods FROM products WHERE id = ${id}`);
      return found ? row.parse(found) : null;
    },
  };
}
