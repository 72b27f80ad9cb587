import { directions, orderResults, orderStatuses } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { minor } from '../../db/types.ts';
import { users } from '../account/account.schema.ts';

/**
 * Timed orders. Each row carries everything needed to recompute its result from the recorded
 * prices: strike and close with their tick times, the ratio and the stake (DESIGN section 5).
 * Money at USDT scale 6, prices at price scale 8, the ratio at `ratioScale`.
 */
export const tradeOrders = sqliteTable(
  'trade_orders',
  {
    // A plain rowid: new ids still go up (max + 1; orders are never deleted), and placing an order
    // writes no sqlite_sequence page (migration 0005, bench:trade).
    id: integer('id').primaryKey(),
    number: text('number').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id').notNull(),
    symbol: text('symbol').notNull(),
    direction: text('direction', { enum: directions }).notNull(),
    stake: minor('stake').notNull(),
    seconds: integer('seconds').notNull(),
    ratio: minor('ratio').notNull(),
    strike: minor('strike').notNull(),
    strikeTime: integer('strike_time').notNull(),
    placedAt: integer('placed_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('trading'),
    close: minor('close'),
    closeTime: integer('close_time'),
    result: text('result', { enum: orderResults }),
    profit: minor('profit'),
    payout: minor('payout'),
    settledAt: integer('settled_at'),
  },
  (t) => [
    index('trade_orders_due_idx').on(t.status, t.expiresAt),
    index('trade_orders_user_idx').on(t.userId, t.id),
    // Settled orders only: placing an order writes one index page fewer (bench:trade).
    index('trade_orders_user_settled_idx').on(t.userId, t.settledAt).where(sql`${t.settledAt} IS NOT NULL`),
    check('trade_orders_stake_positive', sql`${t.stake} > 0`),
    check('trade_orders_expiry', sql`${t.expiresAt} = ${t.placedAt} + ${t.seconds} * 1000`),
    check(
      'trade_orders_settled_complete',
      sql`(${t.status} = 'trading' AND ${t.result} IS NULL) OR (${t.status} = 'closed' AND ${t.result} IS NOT NULL AND ${t.close} IS NOT NULL AND ${t.payout} IS NOT NULL)`,
    ),
  ],
);

export type OrderRow = typeof tradeOrders.$inferSelect;
