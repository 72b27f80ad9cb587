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
    if (found.session.expiresAt - now < ttl / 2 && found.session.expiresAt - now > refreshGraceMs) {
      refreshed = await issue(found.user.id);
      await database.write((tx) => repo.expireAt(tx, found.session.id, now + refreshGraceMs));
    }
    return { ...found, refreshed };
  }

  const revoke = (sessionId: number) => database.write((tx) => repo.revoke(tx, sessionId, clock()));

  return { issue, verify, revoke };
}
export type SessionService = ReturnType<typeof sessionService>;
