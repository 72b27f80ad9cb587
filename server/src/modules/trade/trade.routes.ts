import { api } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/route.ts';
import { dbCatalog } from './product-catalog.ts';
import { type Settler, settler } from './settler.ts';
import { tradeService } from './trade.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles timed orders; server.ts starts it, tests drive `runOnce(now)`. */
    settler: Settler;
  }
}

export function tradeRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Seam (see product-catalog.ts): the products table unless given.
  const products = ctx.products ?? dbCatalog(ctx.database.db);
  const trade = tradeService({ ...ctx, products });
  route(app, api.user.buy, ({ user, body }) => trade.buy(user.id, body));
  route(app, api.user.orderList, ({ user, query }) => trade.orderList(user.id, query));
  route(app, api.user.newOrderList, ({ user, query }) => trade.newOrderList(user.id, query.since));

  const running = settler({ ...ctx, log: app.log });
  app.decorate('settler', running);
  // Each new tick wakes the settler, so an order settles as soon as its expiry is priced.
  ctx.market.onTick(() => running.kick());
  ctx.jobs.add({ name: 'settler', start: () => running.start(), stop: () => running.stop() });
}
