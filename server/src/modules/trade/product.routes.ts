import { api } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { fail } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import type { MarketEngine } from '../market/engine.ts';
import { type ProductRow, productRepository as repo } from './product.repository.ts';

const wire = (p: ProductRow, market: MarketEngine) => ({
  id: p.id,
  symbol: p.symbol,
  name: p.name,
  open: p.open,
  periods: p.periods,
  ticker: market.ticker(p.symbol),
});

export function productRoutes(app: FastifyInstance, { database, market }: AppContext): void {
  const { db } = database;

  route(app, api.product.list, async () => (await repo.list(db)).map((p) => wire(p, market)));

  route(app, api.product.detail, ({ query }) => {
    if (query.id === undefined && query.symbol === undefined) throw fail.invalid('product_id_missing');
    const found = query.id !== undefined ? repo.byId(db, query.id) : repo.bySymbol(db, query.symbol ?? '');
    if (!found) throw fail.notFound('product_not_exist');
    return wire(found, market);
  });
}
