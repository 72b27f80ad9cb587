import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from '../account/account.schema.ts';

/**
 * One real-name verification per user: what was last submitted and how it was decided. `status` mirrors
 * `users.realname_status` (written in the same transaction).
 */
export const realnameAuth = sqliteTable(
  'realname_auth',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    name: text('name').notNull(),
    idcard: text('idcard').notNull(),
    /** Upload ids (see modules/upload): private to the owner. */
    front: text('front').notNull(),
    contrary: text('contrary').notNull(),
    /** 1 Under review, 2 Approved, 3 Declined (0, Uncertified, is the absence of a row). */
    status: integer('status').notNull(),
    reason: text('reason'),
    submittedAt: integer('submitted_at').notNull(),
    reviewedAt: integer('reviewed_at'),
  },
  (t) => [index('realname_auth_status_idx').on(t.status, t.submittedAt)],
);
export type RealnameRow = typeof realnameAuth.$inferSelect;
