import { eq } from 'drizzle-orm';
import type { Reader, Tx } from '../../db/client.ts';
import { passwordResets, users } from './account.schema.ts';

export type UserRow = typeof users.$inferSelect;

export const accountRepository = {
  byUsername(db: Reader, username: string): UserRow | null {
    return db.select().from(users).where(eq(users.username, username)).get() ?? null;
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
