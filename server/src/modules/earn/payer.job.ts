import { earnDailyIncome } from '@app/contracts';
import type { Database, Tx } from '../../db/client.ts';
import { post } from '../wallet/ledger.ts';
import { earnRepository } from './earn.repository.ts';
import type { EarnOrderRow } from './earn.schema.ts';

/**
 * Pays every day of one order that has fallen due at `now`, oldest first, inside the caller's
 * transaction: an `earn_interest` entry per day and, with the last day, the principal back
 * (`earn_principal`) and the order Settled. Each day is paid at most once (see `markPaid`).
 * Returns the order as it now stands.
 */
export function payDueDays(tx: Tx, order: EarnOrderRow, now: number): EarnOrderRow {
  let current = order;
  while (current.status === 'hosting' && current.nextDueAt <= now) {
    const day = current.paidDays + 1;
    const interest = earnDailyIncome(current.principal, current.dailyRate);
    const paid = earnRepository.markPaid(tx, current, day, interest, now);
    if (!paid) break;
    const base = { userId: current.userId, asset: 'usdt' as const };
    if (interest > 0n) {
      post(
        tx,
        { ...base, available: interest, kind: 'earn_interest', ref: `earn:${current.id}:${day}` },
        now,
      );
    }
    if (paid.status === 'settled') {
      const principal = current.principal;
      post(
        tx,
        {
          ...base,
          available: principal,
          locked: -principal,
          kind: 'earn_principal',
          ref: `earn:${current.id}`,
        },
        now,
      );
    }
    current = paid;
  }
  return current;
}

export interface PayerDeps {
  database: Database;
  clock: () => number;
  log?: { error: (obj: object, msg?: string) => void };
}

/**
 * Pays Earn interest and principal as they fall due, exactly once per order and day, across
 * restarts: at start it pays what fell due while the server was down (each missed day once), then
 * it sleeps until the next due instant (at most `maxSleepMs`, so orders placed meanwhile are seen).
 */
export function earnPayer(deps: PayerDeps, options: { maxSleepMs?: number; batch?: number } = {}) {
  const { database } = deps;
  const maxSleepMs = options.maxSleepMs ?? 1_000;
  const batch = options.batch ?? 200;

  /** Pays everything due at `now`; returns how many orders it paid something to. */
  function runOnce(now = deps.clock()): number {
    let total = 0;
    for (;;) {
      const due = earnRepository.due(database.db, now, batch);
      if (due.length === 0) break;
      let paid = 0;
      for (const order of due) {
        try {
          const after = database.write((tx) => payDueDays(tx, order, now));
          if (after.paidDays !== order.paidDays) {
            paid++;
            total++;
          }
        } catch (err) {
          deps.log?.error({ err, order: order.id }, 'earn payment failed; retried on the next run');
        }
      }
      if (due.length < batch || paid === 0) break;
    }
    return total;
  }

  let timer: NodeJS.Timeout | undefined;
  let started = false;
  function tick(): void {
    if (!started) return;
    let delay = maxSleepMs;
    try {
      runOnce();
      const next = earnRepository.nextDue(database.db);
      if (next !== null) delay = Math.max(0, Math.min(maxSleepMs, next - deps.clock()));
    } catch (err) {
      deps.log?.error({ err }, 'earn payer run failed');
    }
    timer = setTimeout(tick, delay);
  }

  return {
    runOnce,
    /** Pays what fell due while the server was down, then keeps paying. */
    start(): void {
      if (started) return;
      started = true;
      tick();
    },
    stop(): void {
      started = false;
      clearTimeout(timer);
    },
  };
}
export type EarnPayer = ReturnType<typeof earnPayer>;
