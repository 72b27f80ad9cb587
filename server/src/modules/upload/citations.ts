import type { MessageKey } from '@app/contracts';
import { and, eq, or } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Reader } from '../../db/client.ts';
import { recharges } from '../cash/cash.schema.ts';
import { realnameAuth } from '../kyc/kyc.schema.ts';

/** A kind of record that cites its owner's uploads as evidence for a review. */
interface Citation {
  table: SQLiteTable;
  owner: SQLiteColumn;
  files: SQLiteColumn[];
  /** Why the upload stays, as its owner is told. */
  refusal: MessageKey;
}

/**
 * Every record that cites uploads. A record exists only once submitted, and stays cited once decided
 * (the reviewer, an appeal or a resubmission reads it), so a cited upload is never deleted. A new
 * column holding upload ids belongs here; upload-delete.test.ts checks each one.
 */
export const citations: readonly Citation[] = [
  {
    table: realnameAuth,
    owner: realnameAuth.userId,
    files: [realnameAuth.front, realnameAuth.contrary],
    refusal: 'upload_in_use',
  },
  { table: recharges, owner: recharges.userId, files: [recharges.screenshot], refusal: 'upload_in_recharge' },
];

/** Why `userId`'s upload `id` must stay, or null when no record cites it. */
export function citedBy(db: Reader, userId: number, id: string): MessageKey | null {
  for (const c of citations) {
    const row = db
      .select({ owner: c.owner })
      .from(c.table)
      .where(and(eq(c.owner, userId), or(...c.files.map((file) => eq(file, id)))))
      .limit(1)
      .get();
    if (row) return c.refusal;
  }
  return null;
}
