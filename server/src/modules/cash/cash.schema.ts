import { assets, rechargeMethods, usdtChain, usdtNetworks } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { minor } from '../../db/types.ts';
import { users } from '../account/account.schema.ts';

/** The card (and optional USDT address) a user's withdrawals go to: one per user, kept unmasked. */
export const bankCards = sqliteTable('bank_cards', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  bankName: text('bank_name').notNull(),
  cardNumber: text('card_number').notNull(),
  holderName: text('holder_name').notNull(),
  usdtAddress: text('usdt_address'),
  usdtNetwork: text('usdt_network', { enum: usdtNetworks }),
  updatedAt: integer('updated_at').notNull(),
});

/** Review state shared by recharges and withdrawals: 0 pending, 1 approved, 2 rejected. */
const review = {
  status: integer('status').notNull().default(0),
  reason: text('reason'),
  createdAt: integer('created_at').notNull(),
  decidedAt: integer('decided_at'),
};

/**
 * Recharges by bank transfer (money), credited when a review approves them, or USDT (usdt), credited when
 * their transaction reaches `confirmations_required` on the simulated chain (usdt-chain.ts). A
 * transaction hash is taken once per network.
 */
export const recharges = sqliteTable(
  'recharges',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method', { enum: rechargeMethods }).notNull(),
    asset: text('asset', { enum: assets }).notNull(),
    amount: minor('amount').notNull(),
    transferName: text('transfer_name'),
    screenshot: text('screenshot'),
    usdtNetwork: text('usdt_network', { enum: usdtNetworks }),
    /** Lower case, as given otherwise. */
    txHash: text('tx_hash'),
    confirmations: integer('confirmations'),
    confirmationsRequired: integer('confirmations_required'),
    ...review,
  },
  (t) => [
    index('recharges_user_idx').on(t.userId, t.id),
    uniqueIndex('recharges_tx_hash_idx').on(t.usdtNetwork, t.txHash).where(sql`${t.txHash} IS NOT NULL`),
    index('recharges_unconfirmed_idx')
      .on(t.createdAt)
      .where(sql`${t.confirmations} < ${sql.raw(String(usdtChain.final))}`),
    index('recharges_status_idx').on(t.status, t.createdAt),
    check('recharges_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Withdrawals: the amount is locked at submission; fee and actual arrival are fixed then too. */
export const withdrawals = sqliteTable(
  'withdrawals',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    asset: text('asset', { enum: assets }).notNull(),
    amount: minor('amount').notNull(),
    fee: minor('fee').notNull(),
    destination: text('destination').notNull(),
    /** Set when a USDT withdrawal is approved: its transaction hash (simulated here, cash/tx-hash.ts). */
    txHash: text('tx_hash'),
    ...review,
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
    check('withdrawals_fee_range', sql`${t.fee} >= 0 AND ${t.fee} <= ${t.amount}`),
  ],
);

export type RechargeRow = typeof recharges.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
