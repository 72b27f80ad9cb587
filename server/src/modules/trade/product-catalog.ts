import type { Period } from '@app/contracts';
import type { Reader } from '../../db/client.ts';
import { productRepository } from './product.repository.ts';

/** What buying needs to know about a product. */
export interface CatalogProduct {
  id: number;
  symbol: string;
  open: boolean;
  periods: Period[];
}

/**
 * The product lookup trading depends on; the market module owns products, this is the seam.
 * Synchronous (the driver is): a buy runs from its request to its answer without a promise.
 */
export interface ProductCatalog {
  byId(id: number): CatalogProduct | null;
}

/** A fixed catalogue: tests, benches, and a server without a products table. */
export function memoryCatalog(products: CatalogProduct[]): ProductCatalog {
  const byId = new Map(products.map((p) => [p.id, p]));
  return { byId: (id) => byId.get(id) ?? null };
}

/** The products table (`product.schema.ts`, read through `product.repository.ts`). */
export function dbCatalog(db: Reader): ProductCatalog {
  return { byId: (id) => productRepository.byId(db, id) };
}
