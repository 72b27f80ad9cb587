import { api } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { route } from '../../lib/route.ts';
import { fundPasswordGuard } from '../account/fund-password.ts';
import { cardService } from './card.service.ts';
import { rechargeService } from './recharge.service.ts';
import { type Reviewer, reviewer } from './review.service.ts';
import { type UsdtChainWatcher, usdtChainWatcher } from './usdt-chain.ts';
import { withdrawService } from './withdraw.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decides recharges and withdrawals; server.ts starts it, tests drive `runOnce()` and `decide`. */
    reviewer: Reviewer;
    /** Confirms USDT recharges on the simulated chain; server.ts starts it, tests drive `runOnce()`. */
    usdtChain: UsdtChainWatcher;
  }
}

/** Bank card, recharge and withdraw (issue 11's money loop), and their review. */
export function cashRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { database, clock, settings } = ctx;
  const fundPassword = fundPasswordGuard(database.db, ctx.secrets);
  const cards = cardService(database, clock, fundPassword);
  const recharges = rechargeService({ database, clock, settings });
  const withdrawals = withdrawService({ database, clock, settings, fundPassword });

  route(app, api.user.cashInfo, ({ user }) => cards.info(user.id));
  route(app, api.user.cashBind, ({ user, body }) => cards.bind(user.id, body));
  route(app, api.user.rechargeConfig, () => recharges.config());
  route(app, api.user.recharge, ({ user, body }) => recharges.submit(user.id, body));
  route(app, api.user.rechargeList, ({ user, query }) => recharges.list(user.id, query));
  route(app, api.user.withdrawConfig, ({ user }) => withdrawals.config(user.id));
  route(app, api.user.withdraw, ({ user, body }) => withdrawals.submit(user.id, body));
  route(app, api.user.withdrawList, ({ user, query }) => withdrawals.list(user.id, query));

  const running = reviewer(
    { database, clock, random: ctx.random, settings, demo: ctx.config.DEMO_MODE },
    app.log,
  );
  app.decorate('reviewer', running);
  ctx.jobs.add(running.job);
  const chain = usdtChainWatcher({ database, clock }, app.log);
  app.decorate('usdtChain', chain);
  ctx.jobs.add(chain.job);
}
