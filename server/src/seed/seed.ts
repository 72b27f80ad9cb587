import { count } from 'drizzle-orm';
import type { AppContext } from '../app-context.ts';
import type { Deps } from '../deps.ts';
import { users } from '../modules/account/account.schema.ts';
import { accountService } from '../modules/account/account.service.ts';
import { secretGuard } from '../modules/account/secret-guard.ts';
import { contentRepository } from '../modules/content/content.repository.ts';
import { banners } from '../modules/content/content.schema.ts';
import { demoBanners } from './banners.ts';
import { demoNotices } from './notices.ts';

export const demoAccount = { username: 'demo', password: 'demo123456' } as const;

/** Fills an empty database so a fresh start looks lived-in. Does nothing once any user exists. */
export async function seed(ctx: Pick<AppContext, keyof Deps | 'settings'>): Promise<boolean> {
  const { database, clock } = ctx;
  const [row] = await database.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  // Registering checks no secret: a guard of its own is enough.
  const secrets = secretGuard(clock);
  await accountService({ ...ctx, secrets, config: { ...ctx.config, DEMO_MODE: true } }).register(demoAccount);
  const now = clock();
  database.write((tx) => {
    for (const [i, n] of demoNotices.entries()) {
      contentRepository.insertNotice(tx, { ...n, releaseTime: now - (i + 1) * 7_200_000 });
    }
    tx.insert(banners)
      .values(demoBanners.map((b, i) => ({ ...b, sort: i + 1 })))
      .run();
  });
  return true;
}
