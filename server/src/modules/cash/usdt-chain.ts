import { usdtChain as chain, type UsdtNetwork } from '@app/contracts';
import { type Database, recordChange } from '../../db/client.ts';
import { type Job, periodic } from '../../lib/jobs.ts';
import { cashRepository } from './cash.repository.ts';
import type { RechargeRow } from './cash.schema.ts';
import { toRecharge } from './cash.views.ts';
import { settleRecharge } from './review.service.ts';

/** Confirmations a transaction sent at `sentAt` has at `now`: one per block of its network, up to final. */
export function confirmationsAt(network: UsdtNetwork, sentAt: number, now: number): number {
  const blocks = Math.floor((now - sentAt) / (chain.blockSeconds[network] * 1000));
  return Math.max(0, Math.min(chain.final, blocks));
}

/**
 * The reference server's simulated chain for USDT recharges: each transaction gains a confirmation per
 * block of its network on the injected clock, and the recharge is credited in the write that takes it
 * to its `confirmations_required` (guarded on status = pending, so once, whoever runs it). Each advance
 * is a change its owner hears of (db/changes.ts). It runs in demo mode and out of it alike: there is no
 * real chain behind the reference server. Bank recharges keep their review (review.service.ts).
 */
export function usdtChainWatcher(
  deps: { database: Database; clock: () => number },
  log: { error: (obj: object, msg?: string) => void },
) {
  const { database, clock } = deps;

  function advance(row: RechargeRow, now: number): boolean {
    const reached = confirmationsAt(row.usdtNetwork ?? 'TRC20', row.createdAt, now);
    if (reached <= (row.confirmations ?? 0)) return false;
    return database.write((tx) => {
      let current = cashRepository.confirm(tx, row.id, reached);
      if (!current) return false;
      if (current.status === 0 && reached >= (current.confirmationsRequired ?? chain.final)) {
        const credited = cashRepository.decide(tx, 'recharge', row.id, {
          status: 1,
          reason: null,
          decidedAt: now,
        });
        if (credited) {
          settleRecharge(tx, credited, now);
          current = credited;
        }
      }
      recordChange(tx, { userId: current.userId, ch: 'recharge', data: toRecharge(current) });
      return true;
    });
  }

  /** Advances every transaction not yet final; returns how many moved. */
  function runOnce(batch = 200): number {
    const now = clock();
    let moved = 0;
    for (const row of cashRepository.unconfirmed(database.db, batch)) if (advance(row, now)) moved++;
    return moved;
  }

  const job: Job = periodic('usdt-chain', 1_000, runOnce, log);
  return { runOnce, job };
}
export type UsdtChainWatcher = ReturnType<typeof usdtChainWatcher>;
