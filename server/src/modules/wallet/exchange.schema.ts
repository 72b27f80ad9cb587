import { assets } from '@app/contracts';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { minor } from '../../db/types.ts';
import { users } from '../account/account.schema.ts';

/**
 * One exchange between the user's assets, written with its three ledger entries (exchange_out,
 * exchange_fee, exchange_in, each with this row's id as `ref`). Amount and fee in the sold asset's
 * minor units, received in the bought asset's, the rate at the contracts' rate scale.
 */
export const exchanges = sqliteTable(
  'exchanges',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    from: text('from_asset', { enum: assets }).notNull(),
    to: text('to_asset', { enum: assets }).notNull(),
    amount: minor('amount').notNull(),
    rate: minor('rate').notNull(),
    fee: minor('fee').notNull(),
    received: minor('received').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('exchanges_user_idx').on(t.userId, t.id)],
);
export type ExchangeRow = typeof exchanges.$inferSelect;
