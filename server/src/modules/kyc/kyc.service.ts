import { type api, ErrorCode, type ParsedBody, type RealnameView } from '@app/contracts';
import { type Database, recordChange, type Tx } from '../../db/client.ts';
import { AppError, fail } from '../../lib/errors.ts';
import { apiPrefix } from '../../lib/route.ts';
import { scenarioOverlay } from '../devtools/overlay.ts';
import { uploadRepository } from '../upload/upload.repository.ts';
import { kycRepository as repo } from './kyc.repository.ts';
import type { RealnameRow } from './kyc.schema.ts';

type Submission = ParsedBody<typeof api.user.realnameAuth>;

/** Shows the first and last two characters of an ID number; the rest is starred. */
export function maskIdcard(idcard: string): string {
  if (idcard.length <= 4) return '*'.repeat(idcard.length);
  return `${idcard.slice(0, 2)}${'*'.repeat(idcard.length - 4)}${idcard.slice(-2)}`;
}

const photo = (id: string) => ({ id, url: `${apiPrefix}common/file?id=${id}` });

/** The owner's view of a verification; no row is Uncertified. */
export function toView(row: RealnameRow | null): RealnameView {
  if (!row) {
    return {
      status: 0,
      name: null,
      idcard: null,
      front: null,
      contrary: null,
      reason: null,
      submitted_at: null,
      reviewed_at: null,
    };
  }
  return {
    status: row.status,
    name: row.name,
    idcard: maskIdcard(row.idcard),
    front: photo(row.front),
    contrary: photo(row.contrary),
    reason: row.status === 3 ? row.reason : null,
    submitted_at: row.submittedAt,
    reviewed_at: row.reviewedAt,
  };
}

/** The reason a `kyc-declined` scenario shows when the user has no real decline of their own. */
export const scenarioDeclineReason = 'The ID photo is blurred (scenario kyc-declined)';

/**
 * What the `kyc-pending` and `kyc-declined` scenarios make the app see (developer tools): the state they
 * name, over whatever is stored. Nothing is written; turning the scenario off shows the stored state again.
 */
export function asScenarioSays(view: RealnameView): RealnameView {
  const status = scenarioOverlay().kycStatus;
  if (status === undefined || status === view.status) return view;
  return { ...view, status, reason: status === 3 ? (view.reason ?? scenarioDeclineReason) : null };
}

export function kycService({ database, clock }: { database: Database; clock: () => number }) {
  const { db } = database;

  /**
   * A first submission needs all four fields. After a decline, an empty field keeps what was submitted
   * before, so the user retakes only the side that was wrong. Under review or approved, it is refused.
   */
  function submit(userId: number, body: Submission): RealnameView {
    const previous = repo.of(db, userId);
    if (previous && previous.status !== 3) throw new AppError(ErrorCode.conflict, 'already_submitted');
    const name = body.name || previous?.name;
    const idcard = body.idcard || previous?.idcard;
    const front = body.front || previous?.front;
    const contrary = body.contrary || previous?.contrary;
    if (!name) throw fail.invalid('realname_required');
    if (!idcard) throw fail.invalid('idcard_required');
    if (!front) throw fail.invalid('front_required');
    if (!contrary) throw fail.invalid('contrary_required');
    // Both sides must be the user's own, distinct images (a photo deleted since no longer counts).
    if (front === contrary) throw fail.invalid('upload_valid_certificate');
    for (const id of [front, contrary]) {
      if (!uploadRepository.ownsUpload(db, userId, id)) throw fail.invalid('upload_valid_certificate');
    }
    const submittedAt = clock();
    return database.write((tx) => {
      repo.submit(tx, { userId, name, idcard, front, contrary, submittedAt });
      return announce(tx, userId);
    });
  }

  const view = (userId: number): RealnameView => asScenarioSays(toView(repo.of(db, userId)));

  /** The administrator's (or the demo auto review's) decision; false when nothing was under review. */
  function decide(userId: number, decision: 'approve' | 'reject', reason: string | null = null): boolean {
    const status = decision === 'approve' ? 2 : 3;
    return database.write((tx) => {
      const decided = repo.decide(tx, userId, status, status === 3 ? reason : null, clock());
      if (decided) announce(tx, userId);
      return decided;
    });
  }

  /** The owner's other devices hear of every new state, whichever process wrote it. */
  function announce(tx: Tx, userId: number): RealnameView {
    const data = toView(repo.of(tx, userId));
    recordChange(tx, { userId, ch: 'realname', data });
    return data;
  }

  return { submit, view, decide };
}
export type KycService = ReturnType<typeof kycService>;
