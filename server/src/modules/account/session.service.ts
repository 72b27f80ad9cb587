import type { Deps } from '../../deps.ts';
import { sessionRepository as repo } from './session.repository.ts';
import { hashToken, newToken } from './tokens.ts';

/** A replaced token stays valid this long, so requests already in flight don't fail. */
export const refreshGraceMs = 60_000;

export function sessionService({ database, clock, random, config }: Deps) {
  const ttl = config.TOKEN_TTL_HOURS * 3_600_000;
  const { db } = database;

  async function issue(userId: number): Promise<string> {
    const { token, hash } = newToken(random);
    const now = clock();
    await database.write((tx) => repo.insert(tx, userId, hash, now, now + ttl));
    return token;
  }

  /** The live session for a token, and a fresh token when more than half of its life is spent. */
  async function verify(token: string) {
    const now = clock();
    const found = await repo.findLive(db, hashToken(token), now);
    if (!found) return null;
    let refreshed: string | null = null;
    const { expiresAt } = found.session;
    if (expiresAt - now < ttl / 2 && expiresAt - now > refreshGraceMs) {
      // One refresh per session: only the request that moves the old expiry mints the new session;
      // parallel ones past half-life see it already moved and keep using the grace period.
      const { token, hash } = newToken(random);
      refreshed = await database.write(async (tx) => {
        if (!(await repo.expireIfUnchanged(tx, found.session.id, expiresAt, now + refreshGraceMs)))
          return null;
        await repo.insert(tx, found.user.id, hash, now, now + ttl);
        return token;
      });
    }
    return { ...found, refreshed };
  }

  const revoke = (sessionId: number) => database.write((tx) => repo.revoke(tx, sessionId, clock()));

  return { issue, verify, revoke };
}
export type SessionService = ReturnType<typeof sessionService>;
