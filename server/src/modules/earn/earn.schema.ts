import type { EarnProduct } from '@app/contracts';
import { earnOrderStatuses } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { minor } from '../../db/types.ts';
import { users } from '../account/account.schema.ts';

/**
 * Earn products (administrator configuration, `pnpm admin earn …`). Rates are fractions at the
 * contracts' rate scale (0.5 % a day → 5000); amounts are USDT minor units.
 */
export const earnProducts = sqliteTable(
  'earn_products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    dailyRate: minor('daily_rate').notNull(),
    cycleDays: integer('cycle_days').notNull(),
    min: minor('min').notNull(),
    max: minor('max').notNull(),
    dividendTime: text('dividend_time').notNull(),
    custodian: text('custodian').notNull(),
    breachRate: minor('breach_rate').notNull(),
    open: integer('open', { mode: 'boolean' }).notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check(
      'earn_products_rates',
      sql`${t.dailyRate} >= 0 AND ${t.breachRate} >= 0 AND ${t.breachRate} <= 1000000`,
    ),
    check('earn_products_cycle', sql`${t.cycleDays} > 0`),
    check('earn_products_limits', sql`${t.min} > 0 AND ${t.max} >= ${t.min}`),
  ],
);

/**
 * Subscriptions. The terms that bind an order are copied in when it is placed (an administrator's
 * later edit never changes it), and so is its schedule: day `d` (1…cycle) is paid at
 * `starts_at + d × day_ms`, the last one together with the principal at `ends_at`.
 */
export const earnOrders = sqliteTable(
  'earn_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id').notNull(),
    /** The product as shown when subscribed (name, custodian, dividend time…), for display. */
    terms: text('terms', { mode: 'json' }).$type<EarnProduct>().notNull(),
    principal: minor('principal').notNull(),
    dailyRate: minor('daily_rate').notNull(),
    breachRate: minor('breach_rate').notNull(),
    cycleDays: integer('cycle_days').notNull(),
    dayMs: integer('day_ms').notNull(),
    startsAt: integer('starts_at').notNull(),
    endsAt: integer('ends_at').notNull(),
    paidDays: integer('paid_days').notNull().default(0),
    /** When the next day falls due: starts_at + (paid_days + 1) × day_ms (the payer's index). */
    nextDueAt: integer('next_due_at').notNull(),
    earned: minor('earned').notNull().default(sql`0`),
    status: text('status', { enum: earnOrderStatuses }).notNull().default('hosting'),
    penalty: minor('penalty'),
    refund: minor('refund'),
    endedAt: integer('ended_at'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('earn_orders_due_idx').on(t.status, t.nextDueAt),
    index('earn_orders_user_idx').on(t.userId, t.status, t.id),
    check('earn_orders_principal_positive', sql`${t.principal} > 0`),
    check('earn_orders_schedule', sql`${t.endsAt} = ${t.startsAt} + ${t.cycleDays} * ${t.dayMs}`),
    check('earn_orders_next_due', sql`${t.nextDueAt} = ${t.startsAt} + (${t.paidDays} + 1) * ${t.dayMs}`),
    check('earn_orders_paid_days', sql`${t.paidDays} >= 0 AND ${t.paidDays} <= ${t.cycleDays}`),
    check(
      'earn_orders_ended',
      sql`(${t.status} = 'hosting' AND ${t.endedAt} IS NULL) OR (${t.status} = 'settled' AND ${t.paidDays} = ${t.cycleDays} AND ${t.endedAt} IS NOT NULL) OR (${t.status} = 'cancelled' AND ${t.penalty} IS NOT NULL AND ${t.refund} IS NOT NULL AND ${t.endedAt} IS NOT NULL)`,
    ),
  ],
);

/**
 * One row per order and day paid. The primary key is what makes interest exactly-once: a second
 * payment of the same day (a retry, a restart, another process) cannot be inserted, so its ledger
 * entry is never written.
 */
export const earnPayouts = sqliteTable(
  'earn_payouts',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => earnOrders.id),
    day: integer('day').notNull(),
    amount: minor('amount').notNull(),
    paidAt: integer('paid_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.day] }), check('earn_payouts_day', sql`${t.day} >= 1`)],
);

export type EarnProductRow = typeof earnProducts.$inferSelect;
export type EarnOrderRow = typeof earnOrders.$inferSelect;
