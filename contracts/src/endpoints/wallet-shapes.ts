import { z } from 'zod';
import { asset, decimal, epochMs } from '../money.ts';
import { ledgerKinds } from './ledger-kinds.ts';

export const holding = z.object({ available: decimal, locked: decimal });
/** Balances per asset, read from the ledger's accounts. */
export const balance = z.object({ usdt: holding, money: holding });
export type Balance = z.infer<typeof balance>;

export { ledgerKinds };
export const ledgerKind = z.enum(ledgerKinds);

/** One balance change (a financial record). */
export const ledgerEntry = z.object({
  id: z.number().int(),
  asset,
  amount: decimal.meta({ description: 'Signed change of available' }),
  locked_amount: decimal.meta({ description: 'Signed change of locked' }),
  kind: ledgerKind,
  ref: z.string().nullable(),
  created_at: epochMs,
});

/** Review state shared by recharge, withdraw and real-name verification: 0 pending, 1 approved, 2 rejected. */
export const reviewStatus = z.number().int().min(0).max(2);
export type LedgerEntry = z.infer<typeof ledgerEntry>;
