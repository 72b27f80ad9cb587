import { exchangeMinFee, exchangeSplit, pairRate, toMinor, toRate } from '@app/contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDb } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { fakeClock, tempDb } from '../../test/harness.ts';
import { audit, cleanBooks } from '../../test/trading.ts';
import { users } from '../account/account.schema.ts';
import { settingsService } from '../settings/settings.service.ts';
import { quoteTtlMs } from './exchange.rules.ts';
import { exchangeService } from './exchange.service.ts';
import { post } from './ledger.ts';

const exchangeOp = fc.record({
  user: fc.integer({ min: 1, max: 3 }),
  from: fc.constantFrom('usdt' as const, 'money' as const),
  // Up to more than some seeded balances; 0, 2 or 6 decimals (6 is too fine for CNY: refused).
  amount: fc
    .tuple(
      fc.integer({ min: 0, max: 30_000 }),
      fc.oneof(
        fc.constant(''),
        fc.integer({ min: 0, max: 99 }).map((c) => `.${String(c).padStart(2, '0')}`),
        fc.integer({ min: 0, max: 999_999 }).map((m) => `.${String(m).padStart(6, '0')}`),
      ),
    )
    .map(([int, frac]) => `${int}${frac}`),
  key: fc.option(fc.constantFrom('swap-key-0001', 'swap-key-0002'), { nil: undefined }),
  stale: fc.boolean(),
});
/** A step is a few exchanges sent concurrently, then the clock moves on (a quote may lapse). */
const step = fc.record({
  ops: fc.array(exchangeOp, { minLength: 1, maxLength: 5 }),
  advance: fc.integer({ min: 0, max: quoteTtlMs }),
});

let drop = () => {};
afterEach(() => drop());

function seed(database: Database, now: number) {
  database.write((tx) => {
    for (const id of [1, 2, 3]) {
      tx.insert(users)
        .values({ id, username: `x${id}`, passwordHash: 'x', inviteCode: `X${id}`, createdAt: now })
        .run();
      post(tx, { userId: id, asset: 'usdt', available: 20_000_000_000n, kind: 'demo_credit' }, now);
      post(tx, { userId: id, asset: 'money', available: 10_000_000n, kind: 'demo_credit' }, now);
    }
  });
}

describe('random concurrent exchanges with repeated keys and lapsing quotes', () => {
  it('keep every balance equal to its ledger, never negative, and every exchange booked as the formula says', async () => {
    let booked = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const file = tempDb();
        const database = openDb(file.url);
        drop = () => {
          database.close();
          file.drop();
        };
        const clock = fakeClock();
        seed(database, clock.now());
        const settings = settingsService(database, clock.now);
        const service = exchangeService({ database, clock: clock.now, settings });
        for (const { ops, advance } of steps) {
          const quote = service.quote();
          clock.advance(advance);
          const answers = await Promise.allSettled(
            ops.map((op) =>
              service.exchange(op.user, {
                from: op.from,
                to: op.from === 'usdt' ? 'money' : 'usdt',
                amount: op.amount,
                quote_id: op.stale ? '1-2-3' : quote.quote_id,
                idempotency_key: op.key,
              }),
            ),
          );
          for (const a of answers) {
            if (a.status === 'rejected') expect(a.reason).toBeInstanceOf(AppError);
          }
        }
        expect(await audit(database.db)).toEqual(cleanBooks);
        // Each exchange: the sold asset moved by exactly -amount, the bought one by +received, as the formula says.
        const rows = await database.db.all<{
          id: number;
          from_asset: 'usdt' | 'money';
          to_asset: 'usdt' | 'money';
          amount: number;
          fee: number;
          received: number;
          out: number;
          got: number;
          entries: number;
        }>(sql`
          SELECT e.id, e.from_asset, e.to_asset, e.amount, e.fee, e.received, COUNT(l.id) entries,
            SUM(CASE WHEN l.asset = e.from_asset THEN l.amount ELSE 0 END) out,
            SUM(CASE WHEN l.asset = e.to_asset THEN l.amount ELSE 0 END) got
          FROM exchanges e JOIN ledger l ON l.ref = CAST(e.id AS TEXT) AND l.kind LIKE 'exchange_%'
          GROUP BY e.id`);
        const usdCny = toRate(settings.get().exchange.usdt_money_rate);
        const feePercent = toRate(settings.get().exchange.fee);
        const minFeeUsdt = toMinor(settings.get().exchange.min_fee, 6);
        for (const r of rows) {
          const split = exchangeSplit(BigInt(r.amount), r.from_asset, r.to_asset, {
            rate: pairRate(r.from_asset, r.to_asset, usdCny),
            feePercent,
            minFee: exchangeMinFee(minFeeUsdt, r.from_asset, usdCny),
          });
          expect(BigInt(r.out)).toBe(-BigInt(r.amount));
          expect(BigInt(r.got)).toBe(BigInt(r.received));
          expect({ fee: BigInt(r.fee), received: BigInt(r.received) }).toEqual({
            fee: split.fee,
            received: split.received,
          });
          expect(r.entries).toBe(3);
        }
        // A key's stored first result is one of that user's exchanges, and no two keys share one.
        const stored = await database.db.all<{ user_id: number; response: string }>(
          sql`SELECT user_id, response FROM idempotency WHERE call = 'user.exchange'`,
        );
        const named = stored.map((k) => (JSON.parse(k.response) as { id: number }).id);
        expect(new Set(named).size).toBe(named.length);
        for (const [i, k] of stored.entries()) {
          const [row] = await database.db.all<{ user_id: number }>(
            sql`SELECT user_id FROM exchanges WHERE id = ${named[i]}`,
          );
          expect(row?.user_id).toBe(k.user_id);
        }
        booked += rows.length;
        drop();
        drop = () => {};
      }),
      { numRuns: 30, seed: 11 },
    );
    // The runs did exchange (not only refuse).
    expect(booked).toBeGreaterThan(30);
  });
});
