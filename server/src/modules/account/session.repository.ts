import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Reader, Tx } from '../../db/client.ts';
import { param, prepared } from '../../db/prepared.ts';
import { sessions, users } from './account.schema.ts';

/** Every authenticated request runs this one: prepared once. */
const liveSession = prepared((db: Reader) =>
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
  findLive(db: Reader, tokenHash: string, now: number) {
    return liveSession(db).get({ tokenHash, now }) ?? null;
  },
  /** Which of these sessions are still live (the websocket's revocation sweep). */
  liveIds(db: Reader, ids: number[], now: number): Set<number> {
    const rows = db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .all();
    return new Set(rows.map((r) => r.id));
  },
  insert(tx: Tx, userId: number, tokenHash: string, now: number, expiresAt: number) {
    tx.insert(sessions).values({ userId, tokenHash, createdAt: now, expiresAt }).run();
  },
  /** Moves a session's expiry only if it is still `from`; true when this call moved it. */
  expireIfUnchanged(tx: Tx, id: number, from: number, at: number): boolean {
    const moved = tx
      .update(sessions)
      .set({ expiresAt: at })
      .where(and(eq(sessions.id, id), eq(sessions.expiresAt, from)))
      .returning({ id: sessions.id })
      .all();
    return moved.length === 1;
  },
  revoke(tx: Tx, id: number, now: number) {
    tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, id)).run();
  },
  /** Revokes every live session of a user, but `keep` (the one changing the password) when given. */
  revokeAllOf(tx: Tx, userId: number, now: number, keep?: number) {
    tx.update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keep ? ne(sessions.id, keep) : undefined,
        ),
      )
      .run();
  },
};
