import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { passwordResets, users } from './account.schema.ts';

export type UserRow = typeof users.$inferSelect;

export const accountRepository = {
  async byUsername(db: Executor, username: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
    return row ?? null;
  },
  async byId(db: Executor, id: number): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  },
  async byInviteCode(db: Executor, code: string): Promise<UserRow | null> {
    const [row] = await db.select().from(users).where(eq(users.inviteCode, code)).limit(1);
    return row ?? null;
  },
  async insert(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  },
  async update(db: Executor, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
    await db.update(users).set(values).where(eq(users.id, id));
  },
  async reset(db: Executor, userId: number) {
    const [row] = await db.select().from(passwordResets).where(eq(passwordResets.userId, userId)).limit(1);
    return row ?? null;
  },
  async putReset(db: Executor, values: typeof passwordResets.$inferInsert): Promise<void> {
    await db
      .insert(passwordResets)
      .values(values)
      .onConflictDoUpdate({ target: passwordResets.userId, set: { ...values } });
  },
  async deleteReset(db: Executor, userId: number): Promise<void> {
    await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
  },
};
