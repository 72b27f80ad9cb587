import type { Database, Tx } from '../../db/client.ts';
import type { Notify } from '../../lib/notify.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { post, readBalance } from '../wallet/ledger.ts';
import { cashRepository, type ReviewKind } from './cash.repository.ts';
import type { RechargeRow, WithdrawalRow } from './cash.schema.ts';
import { toRecharge, toWithdraw } from './cash.views.ts';

export type Decision = 'approve' | 'reject';

/** What deciding a record did: `changed` is false when it was already decided (money moved once). */
export interface Decided {
  changed: boolean;
  status: number | null;
}

function settleRecharge(tx: Tx, row: RechargeRow, now: number): void {
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
  post(tx, { ...base, available: 0n, locked: -(row.amount - row.fee), kind: 'withdraw' }, now);
  if (row.fee > 0n) post(tx, { ...base, available: 0n, locked: -row.fee, kind: 'withdraw_fee' }, now);
}

/**
 * Decides recharges and withdrawals, by the admin CLI or (demo mode) automatically once they are
 * `auto_review_seconds` old. A decision is an update guarded on status = pending in the same
 * transaction as its ledger entries, so deciding twice, from two processes or after a restart, moves
 * money once. Owners are told by `notifyDecided`, which also picks up decisions the CLI made.
 */
export function reviewService(deps: { database: Database; clock: () => number }) {
  const { database, clock } = deps;

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
      if (kind === 'recharge') settleRecharge(tx, row as RechargeRow, now);
      else settleWithdrawal(tx, row as WithdrawalRow, now);
      return { changed: true, status };
    });
  }

  /** Approves every pending record created at least `seconds` ago; returns how many it decided. */
  function autoApprove(seconds: number, batch = 200): number {
    const due = clock() - seconds * 1000;
    let decided = 0;
    for (const kind of ['recharge', 'withdraw'] as const) {
      for (const row of cashRepository.pending(database.db, kind, batch, due)) {
        if (decide(kind, row.id, 'approve').changed) decided++;
      }
    }
    return decided;
  }

  /** Pushes each decision not yet told to its owner (record, then balance) and marks it told. */
  function notifyDecided(notify: Notify, batch = 200): number {
    let told = 0;
    for (const kind of ['recharge', 'withdraw'] as const) {
      const rows = cashRepository.unnotified(database.db, kind, batch);
      if (rows.length === 0) continue;
      database.write((tx) =>
        cashRepository.markNotified(
          tx,
          kind,
          rows.map((r) => r.id),
        ),
      );
      for (const row of rows) {
        try {
          if (kind === 'recharge')
            notify(row.userId, { ch: 'recharge', data: toRecharge(row as RechargeRow) });
          else notify(row.userId, { ch: 'withdraw', data: toWithdraw(row as WithdrawalRow) });
          notify(row.userId, { ch: 'balance', data: readBalance(database.db, row.userId) });
        } catch {}
        told++;
      }
    }
    return told;
  }

  return { decide, autoApprove, notifyDecided };
}
export type ReviewService = ReturnType<typeof reviewService>;

/**
 * The reviewer loop of a running server: once a second (and at start, so what fell due while the
 * server was down is decided at once) it auto-approves in demo mode and tells owners of decisions.
 */
export function reviewer(
  deps: { database: Database; clock: () => number; settings: SettingsService; notify: Notify; demo: boolean },
  log?: { error: (obj: object, msg?: string) => void },
) {
  const reviews = reviewService(deps);
  let timer: NodeJS.Timeout | null = null;

  function runOnce(): number {
    const seconds = deps.settings.get().auto_review_seconds;
    const decided = deps.demo && seconds > 0 ? reviews.autoApprove(seconds) : 0;
    reviews.notifyDecided(deps.notify);
    return decided;
  }

  const tick = () => {
    try {
      runOnce();
    } catch (error) {
      log?.error({ err: error }, 'review loop failed');
    }
  };

  return {
    ...reviews,
    runOnce,
    start(intervalMs = 1_000): void {
      if (timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
export type Reviewer = ReturnType<typeof reviewer>;
