import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { migratedUrl } from '../../test/db-template.ts';
import { cleanEarnBooks, earnAudit } from '../../test/earn.ts';
import { fakeClock } from '../../test/harness.ts';
import { users } from '../account/account.schema.ts';
import { post } from '../wallet/ledger.ts';
import { earnRepository } from './earn.repository.ts';
import type { EarnOrderRow } from './earn.schema.ts';
import { earnService } from './earn.service.ts';
import { earnPayer } from './payer.job.ts';

const dir = mkdtempSync(join(tmpdir(), 'earn-prop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Ten-second days, so a run crosses many day boundaries and several whole cycles. */
const daySeconds = 10;
const dayMs = daySeconds * 1000;

const op = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('buy' as const),
      user: fc.integer({ min: 1, max: 2 }),
      product: fc.integer({ min: 1, max: 4 }),
      amount: fc.integer({ min: 5, max: 1_500 }).map(String),
      key: fc.option(fc.constantFrom('key-aaaaaaa1', 'key-aaaaaaa2'), { nil: undefined }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('redeem' as const),
      user: fc.integer({ min: 1, max: 2 }),
      pick: fc.nat(),
    }),
  },
  // Small steps and whole days, to land just before, on and after dividend instants.
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      ms: fc.oneof(fc.integer({ min: 1, max: 3 * dayMs }), fc.constantFrom(dayMs, dayMs - 1, 1)),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'pay' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
);

/** One server lifetime on the database file: its own service and payer, nothing kept in memory. */
function world(url: string, clock: ReturnType<typeof fakeClock>) {
  const database = openDb(url);
  const deps = { database, clock: clock.now, daySeconds };
  return { database, earn: earnService(deps), payer: earnPayer(deps) };
}

/** Full days held: from accrual start to the end of holding (redemption, or now), at most the cycle. */
function expectedDays(o: EarnOrderRow, now: number): number {
  const until = o.status === 'cancelled' ? (o.endedAt ?? now) : now;
  return Math.max(0, Math.min(o.cycleDays, Math.floor((until - o.startsAt) / dayMs)));
}

describe('random subscriptions, redemptions, day boundaries and restarts', () => {
  it('pay each order exactly one interest per full day held, none after it ends, ledger equal to balances', async () => {
    let run = 0;
    let paidTotal = 0;
    let redeemedTotal = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 15, maxLength: 50 }), async (ops) => {
        const url = migratedUrl(join(dir, `run-${run++}.db`));
        const clock = fakeClock();
        let w = world(url, clock);
        w.database.write((tx) => {
          earnRepository.seedDefaults(tx);
          // Short cycles, so maturity is reached within a run.
          for (const [id, cycleDays] of [
            [1, 2],
            [2, 3],
            [3, 5],
            [4, 1],
          ] as const)
            earnRepository.updateProduct(tx, id, { cycleDays, min: 10_000_000n, max: 2_000_000_000n });
          for (const id of [1, 2]) {
            tx.insert(users)
              .values({ id, username: `u${id}`, passwordHash: 'x', inviteCode: `C${id}`, createdAt: 0 })
              .run();
            post(tx, { userId: id, asset: 'usdt', available: 20_000_000_000n, kind: 'demo_credit' }, 0);
          }
        });
        try {
          for (const o of ops) {
            try {
              if (o.kind === 'buy') {
                const key = o.key && `${o.key}-${o.user}`;
                await w.earn.buy(o.user, { id: o.product, amount: o.amount, idempotency_key: key });
              } else if (o.kind === 'redeem') {
                const mine = w.earn.orders(o.user, { page: 1, limit: 100, status: undefined }).list;
                const target = mine[o.pick % Math.max(1, mine.length)];
                if (target) await w.earn.redeem(o.user, { id: target.id, idempotency_key: undefined });
              } else if (o.kind === 'advance') clock.advance(o.ms);
              else if (o.kind === 'pay') w.payer.runOnce();
              else {
                w.database.close();
                w = world(url, clock);
                w.payer.runOnce(); // what server start does first
              }
            } catch (err) {
              expect(err).toBeInstanceOf(AppError);
            }
            expect(await earnAudit(w.database.db)).toEqual(cleanEarnBooks);
          }
          // Whatever is due is paid by the next run; a second run at the same instant pays nothing more.
          w.payer.runOnce();
          expect(w.payer.runOnce()).toBe(0);
          const now = clock.now();
          const orders = await w.database.db.all<EarnOrderRow>(
            // biome-ignore lint/suspicious/noExplicitAny: raw SQL in a test
            'SELECT id, status, cycle_days cycleDays, starts_at startsAt, ended_at endedAt, paid_days paidDays, ends_at endsAt FROM earn_orders' as any,
          );
          for (const o of orders) {
            expect(o.paidDays, `order ${o.id}`).toBe(expectedDays(o, now));
            if (o.status === 'settled') expect(o.endedAt ?? 0).toBeGreaterThanOrEqual(o.endsAt);
            if (o.status === 'hosting') expect(now).toBeLessThan(o.endsAt);
            if (o.status === 'cancelled') redeemedTotal++;
            paidTotal += o.paidDays;
          }
          expect(await earnAudit(w.database.db)).toEqual(cleanEarnBooks);
        } finally {
          w.database.close();
        }
      }),
      { numRuns: 40 },
    );
    // The runs really exercised payments and redemptions.
    expect(paidTotal).toBeGreaterThan(60);
    expect(redeemedTotal).toBeGreaterThan(3);
  }, 120_000);
});
