import { count } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import type { Deps } from '../deps.ts';
import { users } from '../modules/account/account.schema.ts';
import { accountService } from '../modules/account/account.service.ts';
import { contentRepository } from '../modules/content/content.repository.ts';
import { banners } from '../modules/content/content.schema.ts';
import { demoNotices } from './notices.ts';

export const demoAccount = { username: 'demo', password: 'demo123456' } as const;

/** Fills an empty database so a fresh start looks lived-in. Does nothing once any user exists. */
export async function seed(ctx: Pick<AppContext, keyof Deps | 'settings'>): Promise<boolean> {
  const { database, clock } = ctx;
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await accountService({ ...ctx, config: { ...ctx.config, DEMO_MODE: true } }).register(demoAccount);
  const now = clock();
  database.write((tx) => {
    for (const [i, n] of demoNotices.entries()) {
      contentRepository.insertNotice(tx, { ...n, releaseTime: now - (i + 1) * 7_200_000 });
    }
    tx.insert(banners)
      .values([
        {
          title: 'Trade BTC in 30 seconds',
          image: '/static/banner-trade.svg',
          link: '#/app/pages/tabbar/trade/index',
          sort: 1,
        },
        {
          title: 'Earn up to 1.2% a day in USDT',
          image: '/static/banner-earn.svg',
          link: '#/app/pages/user/earn/index',
          sort: 2,
        },
        {
          title: 'Invite friends, earn together',
          image: '/static/banner-invite.svg',
          link: '#/app/pages/user/share',
          sort: 3,
        },
        {
          title: 'USDT ⇄ CNY in one tap',
          image: '/static/banner-exchange.svg',
          link: '#/app/pages/user/exchange/index',
          sort: 4,
        },
      ])
      .run();
  });
  return true;
}
