// The money property test's world: every service that moves money over one database file, and the
// seeded users (two with a USDT address, one without), each with demo funds, a bank card and an upload.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../modules/account/account.schema.ts';
import { fundPasswordGuard } from '../modules/account/fund-password.ts';
import { hashPassword } from '../modules/account/passwords.ts';
import { secretGuard } from '../modules/account/secret-guard.ts';
import { bankCards } from '../modules/cash/cash.schema.ts';
import { rechargeService } from '../modules/cash/recharge.service.ts';
import { reviewService } from '../modules/cash/review.service.ts';
import { usdtChainWatcher } from '../modules/cash/usdt-chain.ts';
import { withdrawService } from '../modules/cash/withdraw.service.ts';
import { settingsService } from '../modules/settings/settings.service.ts';
import { uploads } from '../modules/upload/upload.schema.ts';
import { exchangeService } from '../modules/wallet/exchange.service.ts';
import { post } from '../modules/wallet/ledger.ts';
import type { fakeClock } from './harness.ts';
import { tinyPng } from './tiny-png.ts';
import { tradingLife } from './trading.ts';

export const fundPassword = '246813';
const fundHash = hashPassword(fundPassword);

/** One server lifetime on the database file: every service that moves money, over the same database. */
export async function world(url: string, clock: ReturnType<typeof fakeClock>, life: number) {
  const trading = tradingLife(url, clock, life);
  const { database } = trading;
  const settings = settingsService(database, clock.now);
  const guard = fundPasswordGuard(database.db, secretGuard(clock.now));
  return {
    ...trading,
    recharge: rechargeService({ database, clock: clock.now, settings }),
    withdraw: withdrawService({ database, clock: clock.now, settings, fundPassword: guard }),
    review: reviewService({ database, clock: clock.now }),
    chain: usdtChainWatcher({ database, clock: clock.now }, { error: () => {} }),
    exchange: exchangeService({ database, clock: clock.now, settings }),
    pending: (table: 'recharges' | 'withdrawals') =>
      database.db.all<{ id: number }>(sql.raw(`SELECT id FROM ${table} WHERE status = 0 ORDER BY id`)),
  };
}
export type World = Awaited<ReturnType<typeof world>>;

export async function seed(database: Database, now: number) {
  const hash = await fundHash;
  database.write((tx) => {
    for (const id of [1, 2, 3]) {
      tx.insert(users)
        .values({
          id,
          username: `u${id}`,
          passwordHash: 'x',
          fundPasswordHash: hash,
          inviteCode: `C${id}`,
          createdAt: now,
        })
        .run();
      const card = { bankName: 'B', cardNumber: '6222020000001234', holderName: 'H', updatedAt: now };
      tx.insert(bankCards)
        .values({
          userId: id,
          ...card,
          usdtAddress: id === 3 ? null : 'TAnyuZwQdnuFeTeMPikrgLBfrz1raq19iW',
          usdtNetwork: 'TRC20',
        })
        .run();
      const content = tinyPng;
      tx.insert(uploads)
        .values({
          id: `shot-${id}`,
          userId: id,
          mime: 'image/png',
          size: content.length,
          content,
          createdAt: now,
        })
        .run();
      post(tx, { userId: id, asset: 'usdt', available: 50_000_000_000n, kind: 'demo_credit' }, now);
      post(tx, { userId: id, asset: 'money', available: 5_000_000n, kind: 'demo_credit' }, now);
    }
  });
  settingsService(database).update({
    withdraw: {
      min: '10',
      max: '50000',
      fee: '1.5',
      min_fee: '0.1',
      day_limit: 1_000,
      start_time: '00:00',
      end_time: '23:59',
    },
  });
}
