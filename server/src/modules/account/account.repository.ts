import { eq, sql } from 'drizzle-orm';
import type { Reader, Tx } from '../../db/client.ts';
import { passwordResets, users } from './account.schema.ts';

export type UserRow = typeof users.$inferSelect;

/** Every account whose name equals `username` ignoring case (served by users_username_lower_idx). */
function sameNameIgnoringCase(db: Reader, username: string): UserRow[] {
  return db.select().from(users).where(sql`lower(${users.username}) = lower(${username})`).all();
}

export const accountRepository = {
  /**
   * The account a login name means. Names are case-insensitive, but databases from before that rule may
   * hold look-alikes ('Demo' and 'demo'), which are kept: an exact-case match wins, otherwise the one
   * case-insensitive match; several with none exact is ambiguous and finds nobody.
   */
  byUsername(db: Reader, username: string): UserRow | null {
    const rows = sameNameIgnoringCase(db, username);
    return rows.find((row) => row.username === username) ?? (rows.length === 1 ? rows[0] : null) ?? null;
  },
  /** Whether a new account named `username` would look like an existing one. */
  nameTaken(db: Reader, username: string): boolean {
    return sameNameIgnoringCase(db, username).length > 0;
  },
  byId(db: Reader, id: number): UserRow | null {
    return db.select().from(users).where(eq(users.id, id)).get() ?? null;
  },
  byInviteCode(db: Reader, code: string): UserRow | null {
    return db.select().from(users).where(eq(users.inviteCode, code)).get() ?? null;
  },
  insert(tx: Tx, values: typeof users.$inferInsert): UserRow {
    const row = tx.insert(users).values(values).returning().get();
    if (!row) throw new Error('insert returned nothing');
    return row;
  },
  update(tx: Tx, id: number, values: Partial<typeof users.$inferInsert>): void {
    tx.update(users).set(values).where(eq(users.id, id)).run();
  },
  reset(db: Reader, userId: number) {
    return db.select().from(passwordResets).where(eq(passwordResets.userId, userId)).get() ?? null;
  },
  putReset(tx: Tx, values: typeof passwordResets.$inferInsert): void {
    tx.insert(passwordResets)
      .values(values)
      .onConflictDoUpdate({ target: passwordResets.userId, set: { ...values } })
      .run();
  },
  deleteReset(tx: Tx, userId: number): void {
    tx.delete(passwordResets).where(eq(passwordResets.userId, userId)).run();
  },
};
