import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { sessionRepository as repo } from './session.repository.ts';
import { sessionCache } from './session-cache.ts';
import { hashToken, newToken } from './tokens.ts';

/** A replaced token stays valid this long, so requests already in flight don't fail. */
export const refreshGraceMs = 60_000;

export function sessionService({ database, clock, random, config, sessionsEnded }: Deps) {
  const ttl = config.TOKEN_TTL_HOURS * 3_600_000;
  const { db } = database;
  // Sessions and their users' name and status: any write naming either table, or another process's
  // commit (`pnpm admin user logout`), makes every cached session stale at once.
  const stampOf = database.stamp(['sessions', 'users']);
  const cache = sessionCache();

  function insert(tx: Tx, userId: number, now: number): string {
    const { token, hash } = newToken(random);
    repo.insert(tx, userId, hash, now, now + ttl);
    return token;
  }

  function issue(userId: number): string {
    return database.write((tx) => insert(tx, userId, clock()));
  }

  /**
   * The live session for a token, and a fresh token when more than half of its life is spent.
   * `commitsSeen`: `Database.otherCommits()` as the request found it, if it was read already.
   */
  function verify(token: string, commitsSeen?: number) {
    const now = clock();
    const hash = hashToken(token);
    const stamp = stampOf(commitsSeen);
    const found = cache.get(hash, stamp, now) ?? repo.findLive(db, hash, now);
    if (!found) return null;
    cache.set(hash, found, stamp);
    let refreshed: string | null = null;
    const { expiresAt } = found.session;
    if (expiresAt - now < ttl / 2 && expiresAt - now > refreshGraceMs) {
      // One refresh per session: only the request that moves the old expiry mints the new session;
      // any other (another process on the same file) sees it already moved and keeps the grace period.
      refreshed = database.write((tx) => {
        if (!repo.expireIfUnchanged(tx, found.session.id, expiresAt, now + refreshGraceMs)) return null;
        return insert(tx, found.user.id, now);
      });
    }
    return { ...found, refreshed };
  }

  function revoke(sessionId: number): void {
    database.write((tx) => repo.revoke(tx, sessionId, clock()));
    sessionsEnded?.({ sessionId });
  }

  return { issue, verify, revoke };
}
export type SessionService = ReturnType<typeof sessionService>;
