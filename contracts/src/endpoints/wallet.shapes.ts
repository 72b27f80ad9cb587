import { z } from 'zod';
import { asset, decimal, epochMs } from '../money.ts';
import { ledgerKinds } from './wallet.values.ts';

/** What a balance holds: never below zero (the ledger's guarded updates and CHECK constraint keep it so). */
const held = decimal.regex(/^\d/, { error: 'invalid_decimal' }).meta({ description: 'Never negative' });
export const holding = z.object({ available: held, locked: held });
/** Balances per asset, read from the ledger's accounts. */
export const balance = z.object({ usdt: holding, money: holding });
export type Balance = z.infer<typeof balance>;

export { ledgerKinds };
export const ledgerKind = z.enum(ledgerKinds);

/** Which balance a change moved: `available`, or `locked` (shown as frozen). */
export const balanceSide = z.enum(['available', 'locked']);

/** One balance a record moved, net over its parts. New in issue #26; not in the upstream table. */
export const ledgerMove = z.object({
  asset,
  balance: balanceSide,
  amount: decimal.meta({ description: 'Signed net change of that balance' }),
});

/** One ledger entry inside a record (an exchange's sold, fee, received). New in issue #26; not in the upstream table. */
export const ledgerPart = z.object({
  id: z.number().int(),
  kind: ledgerKind,
  asset,
  amount: decimal.meta({ description: 'Signed change of available' }),
  locked_amount: decimal.meta({ description: 'Signed change of locked' }),
});

/**
 * One business event (a financial record): one or more ledger entries written together. `id`, `kind`,
 * `asset` and `ref` are those of its first entry; `amount` and `locked_amount` are its net changes in
 * that asset. `moves` and `parts` are new (issue #26, not in the upstream table).
 */
export const ledgerEntry = z.object({
  id: z.number().int(),
  asset,
  amount: decimal.meta({ description: 'Signed net change of available in `asset`' }),
  locked_amount: decimal.meta({ description: 'Signed net change of locked in `asset`' }),
  kind: ledgerKind,
  ref: z.string().nullable(),
  created_at: epochMs,
  moves: z.array(ledgerMove).meta({
    description: 'New (not in the upstream table): every balance the record moved, non-zero only, in order',
  }),
  parts: z.array(ledgerPart).meta({
    description: 'New (not in the upstream table): the ledger entries of the record, oldest first',
  }),
});

/** Review state shared by recharge, withdraw and real-name verification: 0 pending, 1 approved, 2 rejected. */
export const reviewStatus = z.number().int().min(0).max(2);
export type LedgerEntry = z.infer<typeof ledgerEntry>;
export type LedgerMove = z.infer<typeof ledgerMove>;
export type LedgerPart = z.infer<typeof ledgerPart>;
