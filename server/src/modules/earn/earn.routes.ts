import { api } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/route.ts';
import { earnRepository } from './earn.repository.ts';
import { earnService } from './earn.service.ts';
import { type EarnPayer, earnPayer } from './payer.job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Pays Earn interest and principal; server.ts starts it, tests drive `runOnce(now)`. */
    earnPayer: EarnPayer;
  }
}

export function earnRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps = { ...ctx, daySeconds: ctx.config.EARN_DAY_SECONDS };
  const earn = earnService(deps);
  route(app, api.earn.list, () => earn.list());
  route(app, api.earn.detail, ({ query }) => earn.detail(query.id));
  route(app, api.earn.buy, ({ user, body }) => earn.buy(user.id, body));
  route(app, api.earn.summary, ({ user }) => earn.summary(user.id));
  route(app, api.earn.orders, ({ user, query }) => earn.orders(user.id, query));
  route(app, api.earn.order, ({ user, query }) => earn.order(user.id, query.id));
  route(app, api.earn.redeem, ({ user, body }) => earn.redeem(user.id, body));

  const payer = earnPayer({ ...deps, log: app.log });
  app.decorate('earnPayer', payer);
  app.addHook('onReady', async () => {
    ctx.database.write((tx) => earnRepository.seedDefaults(tx));
  });
  ctx.jobs.add({ name: 'earn payer', ...payer });
}
