import type { Database } from '../../db/client.ts';
import type { Notify } from '../../lib/notify.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { kycRepository as repo } from './kyc.repository.ts';
import type { KycService } from './kyc.service.ts';
import { toView } from './kyc.service.ts';

export interface ReviewerDeps {
  database: Database;
  clock: () => number;
  settings: SettingsService;
  kyc: KycService;
  notify: Notify;
  /** Demo mode: submissions are approved `auto_review_seconds` after they arrive. */
  demo: boolean;
  log?: { error: (obj: object, msg?: string) => void };
}

const batch = 200;

/**
 * Decides due submissions in demo mode and tells owners when their verification changed state, whoever
 * changed it (this process, or the admin CLI in another one). Run at start, it decides what fell due
 * while the server was down. Deciding is guarded on "still under review", so two runs, or a run racing
 * the CLI, decide once.
 */
export function kycReviewer(deps: ReviewerDeps, intervalMs = 1_000) {
  const { database } = deps;

  function review(now: number): number {
    if (!deps.demo) return 0;
    const due = repo.dueForReview(database.db, now - deps.settings.get().auto_review_seconds * 1_000, batch);
    return due.filter((row) => deps.kyc.decide(row.userId, 'approve')).length;
  }

  function announce(): number {
    const changed = repo.unannounced(database.db, batch);
    for (const row of changed) {
      database.write((tx) => repo.announced(tx, row.userId, row.status));
      try {
        deps.notify(row.userId, { ch: 'realname', data: toView(row) });
      } catch (err) {
        deps.log?.error({ err }, 'realname notification failed');
      }
    }
    return changed.length;
  }

  /** One pass: decide what is due, then push every unannounced change; returns how many were decided. */
  function runOnce(now = deps.clock()): number {
    const decided = review(now);
    announce();
    return decided;
  }

  let timer: NodeJS.Timeout | undefined;
  function tick(): void {
    try {
      runOnce();
    } catch (err) {
      deps.log?.error({ err }, 'real-name review run failed');
    }
    timer = setTimeout(tick, intervalMs);
  }

  return {
    runOnce,
    start(): void {
      if (timer === undefined) tick();
    },
    stop(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
export type KycReviewer = ReturnType<typeof kycReviewer>;
