import type { Database } from '../../db/client.ts';
import { type Job, periodic } from '../../lib/jobs.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { kycRepository as repo } from './kyc.repository.ts';
import type { KycService } from './kyc.service.ts';

export interface ReviewerDeps {
  database: Database;
  clock: () => number;
  settings: SettingsService;
  kyc: KycService;
  /** Demo mode: submissions are approved `auto_review_seconds` after they arrive. */
  demo: boolean;
  log: { error: (obj: object, msg?: string) => void };
}

const batch = 200;

/**
 * Decides due submissions in demo mode, once a second and at start (so what fell due while the server
 * was down is decided at once). Deciding is guarded on "still under review", so two runs, or a run
 * racing the CLI, decide once; owners hear of it through the change log (`db/changes.ts`).
 */
export function kycReviewer(deps: ReviewerDeps) {
  /** One pass: decides what is due at `now`; returns how many were decided. */
  function runOnce(now = deps.clock()): number {
    if (!deps.demo) return 0;
    const before = now - deps.settings.get().auto_review_seconds * 1_000;
    const due = repo.dueForReview(deps.database.db, before, batch);
    return due.filter((row) => deps.kyc.decide(row.userId, 'approve')).length;
  }
  const job: Job = periodic('kyc reviewer', 1_000, runOnce, deps.log);
  return { runOnce, job };
}
export type KycReviewer = ReturnType<typeof kycReviewer>;
