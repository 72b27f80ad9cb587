import { type Database, recordChange, type Tx } from '../../db/client.ts';
import { systemRandom } from '../../deps.ts';
import { type Job, periodic } from '../../lib/jobs.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { post } from '../wallet/ledger.ts';
import { cashRepository, type ReviewKind } from './cash.repository.ts';
import type { RechargeRow, WithdrawalRow } from './cash.schema.ts';
import { toRecharge, toWithdraw } from './cash.views.ts';
import { networkOf, simulatedTxHash } from './tx-hash.ts';

export type Decision = 'approve' | 'reject';

/** What deciding a record did: `changed` is false when it was already decided (money moved once). */
export interface Decided {
  changed: boolean;
  status: number | null;
}

/** Credits an approved recharge (by review, or by the chain for USDT: usdt-chain.ts). */
export function settleRecharge(tx: Tx, row: RechargeRow, now: number): void {
  if (row.status !== 1) return;
  post(
    tx,
    { userId: row.userId, asset: row.asset, available: row.amount, kind: 'recharge', ref: `R${row.id}` },
    now,
  );
}

/** Approval pays out `amount − fee` and keeps the fee, both from locked; rejection returns it all. */
function settleWithdrawal(tx: Tx, row: WithdrawalRow, now: number): void {
  const base = { userId: row.userId, asset: row.asset, ref: `W${row.id}` } as const;
  if (row.status === 2) {
    post(tx, { ...base, available: row.amount, locked: -row.amount, kind: 'withdraw_refund' }, now);
    return;
  }
  const event = post(tx, { ...base, available: 0n, locked: -(row.amount - row.fee), kind: 'withdraw' }, now);
  if (row.fee > 0n) post(tx, { ...base, event, available: 0n, locked: -row.fee, kind: 'withdraw_fee' }, now);
}

/**
 * Decides bank recharges and withdrawals, by the admin CLI or (demo mode) automatically once they are
 * `auto_review_seconds` old. A decision is an update guarded on status = pending in the same
 * transaction as its ledger entries, so deciding twice, from two processes or after a restart, moves
 * money once. A USDT recharge with a transaction hash is left to the chain by the automatic review
 * (usdt-chain.ts credits it at its confirmation count); an administrator may still decide it first, and
 * whichever comes first moves the money, once. The decided record is a change its owner hears of (`db/changes.ts`), from whichever
 * process decided it.
 */
export function reviewService(deps: {
  database: Database;
  clock: () => number;
  random?: (bytes: number) => Buffer;
}) {
  const { database, clock, random = systemRandom } = deps;

  function decide(kind: ReviewKind, id: number, decision: Decision, reason: string | null = null): Decided {
    const now = clock();
    return database.write((tx) => {
      const status = decision === 'approve' ? 1 : 2;
      const row = cashRepository.decide(tx, kind, id, {
        status,
        reason: status === 2 ? reason : null,
        decidedAt: now,
      });
      if (!row) return { changed: false, status: cashRepository.byId(tx, kind, id)?.status ?? null };
      if (kind === 'recharge') {
        settleRecharge(tx, row as RechargeRow, now);
        recordChange(tx, { userId: row.userId, ch: 'recharge', data: toRecharge(row as RechargeRow) });
      } else {
        const withdrawal = withHash(tx, row as WithdrawalRow);
        settleWithdrawal(tx, withdrawal, now);
        recordChange(tx, { userId: row.userId, ch: 'withdraw', data: toWithdraw(withdrawal) });
      }
      return { changed: true, status };
    });
  }

  /** An approved USDT withdrawal gets its transaction hash in the same write. */
  function withHash(tx: Tx, row: WithdrawalRow): WithdrawalRow {
    const network = row.status === 1 && row.asset === 'usdt' ? networkOf(row.destination) : null;
    if (!network) return row;
    return cashRepository.setTxHash(tx, row.id, simulatedTxHash(network, random));
  }

  /** Approves every pending record created at least `seconds` ago; returns how many it decided. */
  function autoApprove(seconds: number, batch = 200): number {
    const due = clock() - seconds * 1000;
    let decided = 0;
    for (const kind of ['recharge', 'withdraw'] as const) {
      for (const row of cashRepository.dueForReview(database.db, kind, batch, due)) {
        if (decide(kind, row.id, 'approve').changed) decided++;
      }
    }
    return decided;
  }

  return { decide, autoApprove };
}
export type ReviewService = ReturnType<typeof reviewService>;

/**
 * The reviewer of a running server: in demo mode it approves what is due once a second (and at start,
 * so what fell due while the server was down is decided at once). Owners hear of decisions through
 * the change log, whoever took them.
 */
export function reviewer(
  deps: {
    database: Database;
    clock: () => number;
    random: (bytes: number) => Buffer;
    settings: SettingsService;
    demo: boolean;
  },
  log: { error: (obj: object, msg?: string) => void },
) {
  const reviews = reviewService(deps);
  function runOnce(): number {
    const seconds = deps.settings.get().auto_review_seconds;
    return deps.demo && seconds > 0 ? reviews.autoApprove(seconds) : 0;
  }
  const job: Job = periodic('reviewer', 1_000, runOnce, log);
  return { ...reviews, runOnce, job };
}
export type Reviewer = ReturnType<typeof reviewer>;
