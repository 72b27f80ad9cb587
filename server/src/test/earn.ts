import { api, type ServerMessage } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach } from 'vitest';
import type { Reader } from '../db/client.ts';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from './harness.ts';

/** The Earn books: balances equal the ledger, locked USDT equals the principal hosting, nothing negative. */
export async function earnAudit(db: Reader) {
  const drift = await db.all<Record<string, unknown>>(sql`
    SELECT a.user_id, a.asset, a.available, a.locked, l.sa, l.sl FROM accounts a
    LEFT JOIN (SELECT user_id, asset, SUM(amount) sa, SUM(locked_amount) sl FROM ledger GROUP BY user_id, asset) l
      ON l.user_id = a.user_id AND l.asset = a.asset
    WHERE a.available != COALESCE(l.sa, 0) OR a.locked != COALESCE(l.sl, 0)`);
  const badLocks = await db.all<Record<string, unknown>>(sql`
    SELECT a.user_id, a.locked, COALESCE(o.hosting, 0) hosting FROM accounts a
    LEFT JOIN (SELECT user_id, SUM(principal) hosting FROM earn_orders WHERE status = 'hosting' GROUP BY user_id) o
      ON o.user_id = a.user_id
    WHERE a.asset = 'usdt' AND a.locked != COALESCE(o.hosting, 0)`);
  // Each order's interest entries equal its payouts and its `earned`, one per day paid.
  const badInterest = await db.all<Record<string, unknown>>(sql`
    SELECT o.id, o.paid_days, o.earned,
      (SELECT COUNT(*) FROM earn_payouts p WHERE p.order_id = o.id) payouts,
      (SELECT COALESCE(SUM(amount), 0) FROM earn_payouts p WHERE p.order_id = o.id) paid,
      (SELECT COALESCE(SUM(amount), 0) FROM ledger l
        WHERE l.kind = 'earn_interest' AND l.ref LIKE 'earn:' || o.id || ':%') booked
    FROM earn_orders o
    WHERE payouts != o.paid_days OR paid != o.earned OR booked != o.earned`);
  const [neg] = await db.all<{ n: number }>(
    sql`SELECT COUNT(*) n FROM accounts WHERE available < 0 OR locked < 0`,
  );
  return { drift, badLocks, badInterest, negative: neg?.n ?? 0 };
}

export const cleanEarnBooks = { drift: [], badLocks: [], badInterest: [], negative: 0 };

/**
 * The Earn route tests' world, fresh before each test: an app whose sessions outlive the weeks the tests
 * jump over, one registered saver, the pushes it receives, and callers for the saver.
 */
export function earnRoutes() {
  const s = {
    t: undefined as unknown as Awaited<ReturnType<typeof makeApp>>,
    token: '',
    pushed: [] as ServerMessage[],
  };
  const call = apiCaller(() => s.t.app);
  const post = (url: string, fields: Record<string, string | number>) =>
    call.post(url, fields, auth(s.token));
  const get = async (url: string) => envelopeOf(await call.get(url, auth(s.token)));
  beforeEach(async () => {
    s.pushed = [];
    s.t = await makeApp({ TOKEN_TTL_HOURS: 24 * 365 }, { notify: (_uid, m) => s.pushed.push(m) });
    s.token = await registerUser(s.t.app, 'saver001', 'Zq9-secret-42');
    // Registering credits the demo funds, a balance change of its own: each test counts from here.
    s.pushed = [];
  });
  afterEach(() => s.t.close());
  return {
    s,
    call,
    post,
    get,
    balance: async () => api.user.balance.data.parse((await get('user/balance')).data).usdt,
    ledgerKinds: () =>
      s.t.deps.database.db.all<{ kind: string; amount: number; locked_amount: number }>(
        sql`SELECT kind, amount, locked_amount FROM ledger WHERE kind LIKE 'earn%' ORDER BY id`,
      ),
    /** Subscribes to product 1 (7 days, 0.3 % a day, dividends at 00:00 UTC, 1 % breach). */
    subscribe: async (amount = '1000', key = `k-${Math.random()}`, id = 1) =>
      envelopeOf(await post('earn/buy', { id, amount, idempotency_key: key })),
  };
}
