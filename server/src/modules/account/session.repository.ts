import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { type Executor, param, prepared } from '../../db/client.ts';
import { sessions, users } from './account.schema.ts';

/** Every authenticated request runs this one: prepared once. */
const liveSession = prepared((db) =>
  db
    .select({
      session: { id: sessions.id, expiresAt: sessions.expiresAt },
      user: { id: users.id, username: users.username, status: users.status },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, param('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, param('now')),
      ),
    )
    .limit(1)
    .prepare(),
);

export const sessionRepository = {
  /** The live session of a token hash and what every authenticated request needs of its user. */
  async findLive(db: Executor, tokenHash: string, now: number) {
    const [row] = await liveSession(db).all({ tokenHash, now });
    return row ?? null;
  },
  /** Which of these sessions are still live (the websocket's revocation sweep). */
  async liveIds(db: Executor, ids: number[], now: number): Promise<Set<number>> {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
    return new Set(rows.map((r) => r.id));
  },
  async insert(db: Executor, userId: number, tokenHash: string, now: number, expiresAt: number) {
    await db.insert(sessions).values({ userId, tokenHash, createdAt: now, expiresAt });
  },
  async expireAt(db: Executor, id: number, at: number) {
    await db.update(sessions).set({ expiresAt: at }).where(eq(sessions.id, id));
  },
  /** Moves a session's expiry only if it is still `from`; true when this call moved it. */
  async expireIfUnchanged(db: Executor, id: number, from: number, at: number): Promise<boolean> {
    const moved = await db
      .update(sessions)
      .set({ expiresAt: at })
      .where(and(eq(sessions.id, id), eq(sessions.expiresAt, from)))
      .returning({ id: sessions.id });
    return moved.length === 1;
  },
  async revoke(db: Executor, id: number, now: number) {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id));
  },
  /** Revokes every live session of a user, but `keep` (the one changing the password) when given. */
  async revokeAllOf(db: Executor, userId: number, now: number, keep?: number) {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keep ? ne(sessions.id, keep) : undefined,
        ),
      );
  },
};
