import { type Asset, assetScale, type Balance, fromMinor, type ledgerKinds } from '@app/contracts';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { fail } from '../../lib/errors.ts';
import { accounts, ledger } from './wallet.schema.ts';

export type LedgerKind = (typeof ledgerKinds)[number];

/** One balance change: deltas of available and locked, in minor units. */
export interface Posting {
  userId: number;
  asset: Asset;
  available: bigint;
  locked?: bigint;
  kind: LedgerKind;
  ref?: string | null;
}

/**
 * The only way money moves: a guarded update of the account and its ledger entry, inside the
 * caller's transaction. A change that would take a balance below zero is refused with
 * 'Insufficient balance' and the caller's whole transaction rolls back.
 */
export async function post(tx: Tx, p: Posting, now: number): Promise<void> {
  const locked = p.locked ?? 0n;
  const guarded = () =>
    tx
      .update(accounts)
      .set({
        available: sql`${accounts.available} + ${p.available}`,
        locked: sql`${accounts.locked} + ${locked}`,
      })
      .where(
        and(
          eq(accounts.userId, p.userId),
          eq(accounts.asset, p.asset),
          gte(accounts.available, -p.available),
          gte(accounts.locked, -locked),
        ),
      );
  // The account usually exists: update first, create it only when the update found no row.
  let updated = await guarded();
  if (updated.rowsAffected !== 1) {
    const created = await tx
      .insert(accounts)
      .values({ userId: p.userId, asset: p.asset })
      .onConflictDoNothing();
    if (created.rowsAffected === 1) updated = await guarded();
  }
  if (updated.rowsAffected !== 1) throw fail.insufficient();
  await tx.insert(ledger).values({
    userId: p.userId,
    asset: p.asset,
    amount: p.available,
    lockedAmount: locked,
    kind: p.kind,
    ref: p.ref ?? null,
    createdAt: now,
  });
}

/** Balances per asset as decimal strings; an asset never touched reads as zero. */
export async function readBalance(db: Executor, userId: number): Promise<Balance> {
  const rows = await db.select().from(accounts).where(eq(accounts.userId, userId));
  const holding = (asset: Asset) => {
    const row = rows.find((r) => r.asset === asset);
    const scale = assetScale[asset];
    return { available: fromMinor(row?.available ?? 0n, scale), locked: fromMinor(row?.locked ?? 0n, scale) };
  };
  return { usdt: holding('usdt'), money: holding('money') };
}
