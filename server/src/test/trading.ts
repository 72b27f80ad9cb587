import { toMinor } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { type Database, openDb, type Reader } from '../db/client.ts';
import { priceScale } from '../modules/market/market.schema.ts';
import { tickStore } from '../modules/market/tick.repository.ts';
import { type CatalogProduct, memoryCatalog } from '../modules/trade/product-catalog.ts';
import { settler } from '../modules/trade/settler.ts';
import { tradeService } from '../modules/trade/trade.service.ts';
import { type fakeClock, seededRandom } from './harness.ts';

/** BTCUSDT (open, 30 s at 80 % and 60 s at 85 %, stakes 10–50 000) and a closed ETHUSDT. */
export const testProducts: CatalogProduct[] = [
  {
    id: 1,
    symbol: 'BTCUSDT',
    open: true,
    periods: [
      { seconds: 30, profit_ratio: '0.80', min: '10', max: '50000' },
      { seconds: 60, profit_ratio: '0.85', min: '10', max: '50000' },
    ],
  },
  {
    id: 2,
    symbol: 'ETHUSDT',
    open: false,
    periods: [{ seconds: 30, profit_ratio: '0.80', min: '10', max: '50000' }],
  },
];
export const testCatalog = () => memoryCatalog(testProducts);

/**
 * One server lifetime on a database file for the property tests: the trade service and the settler
 * over it; a restarted process (the next `life`) draws fresh randomness.
 */
export function tradingLife(url: string, clock: ReturnType<typeof fakeClock>, life: number) {
  const database = openDb(url);
  const deps = {
    database,
    clock: clock.now,
    random: seededRandom(`${url}:${life}`),
    products: testCatalog(),
    notify: () => {},
  };
  return { database, trade: tradeService(deps), settler: settler(deps, { batch: 7 }) };
}

/** Records a tick, as the price engine would (on the whole-second grid, or it throws). */
export async function writeTick(
  database: Database,
  symbol: string,
  time: number,
  price: string,
): Promise<void> {
  const tick = { symbol, time, price: toMinor(price, priceScale), volume: 0n };
  database.write((tx) => tickStore.insertMany(tx, [tick]));
}

export interface Books {
  /** Accounts whose balances differ from the sum of their ledger entries. */
  drift: Array<Record<string, unknown>>;
  negative: number;
  /** Orders with a number of settlement postings other than 0 (trading) or 1 (closed). */
  badSettlements: Array<Record<string, unknown>>;
  /** Accounts whose locked amount differs from their open stakes plus pending withdrawals. */
  badLocks: Array<Record<string, unknown>>;
}

/**
 * Audits the books: every balance equals its ledger, nothing is negative, each order settled once,
 * and locked money is exactly what open orders and pending withdrawals hold.
 */
export async function audit(db: Reader): Promise<Books> {
  const drift = await db.all<Record<string, unknown>>(sql`
    SELECT a.user_id, a.asset, a.available, a.locked, l.sa, l.sl FROM accounts a
    LEFT JOIN (SELECT user_id, asset, SUM(amount) sa, SUM(locked_amount) sl FROM ledger GROUP BY user_id, asset) l
      ON l.user_id = a.user_id AND l.asset = a.asset
    WHERE a.available != COALESCE(l.sa, 0) OR a.locked != COALESCE(l.sl, 0)`);
  const [neg] = await db.all<{ n: number }>(
    sql`SELECT COUNT(*) n FROM accounts WHERE available < 0 OR locked < 0`,
  );
  const badSettlements = await db.all<Record<string, unknown>>(sql`
    SELECT o.id, o.status, COUNT(l.id) stakes, SUM(l.locked_amount < 0) settles FROM trade_orders o
    LEFT JOIN ledger l ON l.ref = o.number
    GROUP BY o.id
    HAVING COUNT(l.id) - SUM(l.locked_amount < 0) != 1
        OR SUM(l.locked_amount < 0) != (CASE o.status WHEN 'closed' THEN 1 ELSE 0 END)`);
  // Locked = stakes of open orders (USDT) + withdrawals still pending (either asset).
  const badLocks = await db.all<Record<string, unknown>>(sql`
    SELECT a.user_id, a.asset, a.locked, COALESCE(o.open, 0) open, COALESCE(w.pending, 0) pending FROM accounts a
    LEFT JOIN (SELECT user_id, SUM(stake) open FROM trade_orders WHERE status = 'trading' GROUP BY user_id) o
      ON o.user_id = a.user_id AND a.asset = 'usdt'
    LEFT JOIN (SELECT user_id, asset, SUM(amount) pending FROM withdrawals WHERE status = 0 GROUP BY user_id, asset) w
      ON w.user_id = a.user_id AND w.asset = a.asset
    WHERE a.locked != COALESCE(o.open, 0) + COALESCE(w.pending, 0)`);
  return { drift, negative: neg?.n ?? 0, badSettlements, badLocks };
}

export const cleanBooks: Books = { drift: [], negative: 0, badSettlements: [], badLocks: [] };
