import { and, eq, lte } from 'drizzle-orm';
import type { Reader, Tx } from '../../db/client.ts';
import { users } from '../account/account.schema.ts';
import { type RealnameRow, realnameAuth } from './kyc.schema.ts';

export interface Submission {
  userId: number;
  name: string;
  idcard: string;
  front: string;
  contrary: string;
  submittedAt: number;
}

/** The state a decision moves out of: only a submission under review can be approved or declined. */
const underReview = 1;

export const kycRepository = {
  of(db: Reader, userId: number): RealnameRow | null {
    return db.select().from(realnameAuth).where(eq(realnameAuth.userId, userId)).get() ?? null;
  },
  /** Writes a submission (first or again after a decline) and the user's mirrored status, under review. */
  submit(tx: Tx, values: Submission): void {
    const row = { ...values, status: underReview, reason: null, reviewedAt: null };
    tx.insert(realnameAuth).values(row).onConflictDoUpdate({ target: realnameAuth.userId, set: row }).run();
    tx.update(users).set({ realnameStatus: underReview }).where(eq(users.id, values.userId)).run();
  },
  /**
   * Approves (2) or declines (3) a submission still under review; false when it is not (already decided,
   * or none), so deciding twice changes nothing.
   */
  decide(tx: Tx, userId: number, status: 2 | 3, reason: string | null, now: number): boolean {
    const done = tx
      .update(realnameAuth)
      .set({ status, reason, reviewedAt: now })
      .where(and(eq(realnameAuth.userId, userId), eq(realnameAuth.status, underReview)))
      .run();
    if (done.changes !== 1) return false;
    tx.update(users).set({ realnameStatus: status }).where(eq(users.id, userId)).run();
    return true;
  },
  /** Submissions under review since `before` or earlier, oldest first. */
  dueForReview(db: Reader, before: number, limit: number): RealnameRow[] {
    return db
      .select()
      .from(realnameAuth)
      .where(and(eq(realnameAuth.status, underReview), lte(realnameAuth.submittedAt, before)))
      .orderBy(realnameAuth.submittedAt)
      .limit(limit)
      .all();
  },
  /** Every submission in a state (the admin CLI's list). */
  inStatus(db: Reader, status: number): Array<RealnameRow & { username: string }> {
    return db
      .select({ row: realnameAuth, username: users.username })
      .from(realnameAuth)
      .innerJoin(users, eq(users.id, realnameAuth.userId))
      .where(eq(realnameAuth.status, status))
      .orderBy(realnameAuth.submittedAt)
      .all()
      .map(({ row, username }) => ({ ...row, username }));
  },
};
