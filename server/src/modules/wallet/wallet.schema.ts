import { assets } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { minor } from '../../db/types.ts';
import { users } from '../account/account.schema.ts';

/** One row per user and asset; no balance can go negative, enforced by the database too. */
export const accounts = sqliteTable(
  'accounts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    asset: text('asset', { enum: assets }).notNull(),
    available: minor('available').notNull().default(sql`0`),
    locked: minor('locked').notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.asset] }),
    check('accounts_available_nonnegative', sql`${t.available} >= 0`),
    check('accounts_locked_nonnegative', sql`${t.locked} >= 0`),
  ],
);

/** Every balance change, written in the same transaction as the change. */
export const ledger = sqliteTable(
  'ledger',
  {
    // A plain rowid, as trade_orders.id: entries are never deleted, so ids still go up (migration 0005).
    id: integer('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    asset: text('asset', { enum: assets }).notNull(),
    amount: minor('amount').notNull(),
    lockedAmount: minor('locked_amount').notNull(),
    kind: text('kind').notNull(),
    ref: text('ref'),
    /**
     * The business event this entry is a part of (an exchange's sold, fee and received): the id of the
     * event's first entry; null on that first entry and on an entry that is an event alone. Financial
     * records show one event as one record (`records.repository.ts`).
     */
    eventId: integer('event_id'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('ledger_user_idx').on(t.userId, t.id), index('ledger_event_idx').on(t.eventId)],
);

/** First result of a money-moving POST, replayed for a repeated key. */
export const idempotency = sqliteTable(
  'idempotency',
  {
    userId: integer('user_id').notNull(),
    key: text('key').notNull(),
    call: text('call').notNull(),
    response: text('response').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
