import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { migratedUrl } from '../../test/db-template.ts';
import { fakeClock } from '../../test/harness.ts';
import { audit, cleanBooks, tradingLife, writeTick } from '../../test/trading.ts';
import { users } from '../account/account.schema.ts';
import { bucket } from '../market/intervals.ts';
import { post } from '../wallet/ledger.ts';

const dir = mkdtempSync(join(tmpdir(), 'trade-prop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const buyOp = fc.record({
  kind: fc.constant('buy' as const),
  user: fc.integer({ min: 1, max: 3 }),
  direction: fc.constantFrom('up' as const, 'down' as const),
  seconds: fc.constantFrom(30, 60, 45),
  amount: fc.integer({ min: 5, max: 4_000 }).map(String),
  key: fc.option(fc.constantFrom('key-aaaaaaa1', 'key-aaaaaaa2', 'key-aaaaaaa3'), { nil: undefined }),
});
const tickOp = fc.record({
  kind: fc.constant('tick' as const),
  advance: fc.integer({ min: 1, max: 40_000 }),
  move: fc.integer({ min: -2, max: 2 }),
});
const settleOp = fc.constant({ kind: 'settle' as const });
type Op =
  typeof buyOp extends fc.Arbitrary<infer B>
    ? B | { kind: 'tick'; advance: number; move: number } | { kind: 'settle' }
    : never;
/** A step is a few operations run concurrently, or a restart on the same database file. */
const step = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.array(fc.oneof(buyOp, buyOp, tickOp, settleOp), { minLength: 1, maxLength: 4 }),
  },
  { weight: 1, arbitrary: fc.constant('restart' as const) },
);

const world = tradingLife;

async function seedUsers(database: Database, now: number) {
  database.write((tx) => {
    for (const id of [1, 2, 3]) {
      tx.insert(users)
        .values({ id, username: `u${id}`, passwordHash: 'x', inviteCode: `C${id}`, createdAt: now })
        .run();
      post(tx, { userId: id, asset: 'usdt', available: 5_000_000_000n, kind: 'demo_credit' }, now);
    }
  });
}

describe('random concurrent buys, settlements and restarts', () => {
  it('keep every balance equal to its ledger, never negative, each order settled once', async () => {
    let run = 0;
    let settledTotal = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const url = migratedUrl(join(dir, `run-${run++}.db`));
        const clock = fakeClock();
        let lives = 0;
        let w = await world(url, clock, lives);
        await seedUsers(w.database, clock.now());
        let price = 10_000;
        await writeTick(w.database, 'BTCUSDT', clock.now(), '100.00');
        const apply = async (op: Op) => {
          if (op.kind === 'buy') {
            const { user, key, ...input } = op;
            return w.trade.buy(user, { ...input, product_id: 1, idempotency_key: key && `${key}-${user}` });
          }
          if (op.kind === 'settle') return w.settler.runOnce();
          // The engine stamps a tick with its whole second; orders keep their exact times.
          const time = bucket(clock.advance(op.advance), '1s');
          price += op.move;
          const value = (price / 100).toFixed(2);
          return writeTick(w.database, 'BTCUSDT', time, value);
        };
        try {
          for (const s of steps) {
            if (s === 'restart') {
              w.database.close();
              w = await world(url, clock, ++lives);
              continue;
            }
            const outcomes = await Promise.allSettled(s.map(apply));
            for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(AppError);
            expect(await audit(w.database.db)).toEqual(cleanBooks);
          }
          clock.advance(61_000);
          await writeTick(w.database, 'BTCUSDT', bucket(clock.now(), '1s'), '100.00');
          await w.settler.runOnce();
          settledTotal += (await w.database.db.all(`SELECT 1 FROM trade_orders`)).length;
          const books = await audit(w.database.db);
          expect(books).toEqual(cleanBooks);
          expect(await w.database.db.all(`SELECT 1 FROM trade_orders WHERE status = 'trading'`)).toEqual([]);
        } finally {
          w.database.close();
        }
      }),
      { numRuns: 40 },
    );
    expect(settledTotal).toBeGreaterThan(20);
  }, 120_000);
});
