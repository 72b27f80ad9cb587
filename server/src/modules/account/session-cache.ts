import type { Stamp } from '../../db/client.ts';
import { stampedCache } from '../../lib/stamped-cache.ts';
import type { sessionRepository } from './session.repository.ts';

export type LiveSession = NonNullable<ReturnType<typeof sessionRepository.findLive>>;

/**
 * Live sessions by token hash, valid while the stamp of the sessions and users tables stays the same
 * (`Database.stamp`): a logout, a password change, a status change, another process's commit all
 * change it, and the next lookup reads the database again. Only sessions found live are kept, so an
 * unknown token always costs a database read and never a cache entry.
 */
export function sessionCache() {
  const entries = stampedCache<string, LiveSession>();
  return {
    /** The cached session of `hash` if nothing changed since it was read and it has not expired. */
    get(hash: string, stamp: Stamp, now: number): LiveSession | undefined {
      const found = entries.get(hash, stamp);
      return found && found.session.expiresAt > now ? found : undefined;
    },
    /** Keeps a session read under `stamp` (taken before the read). */
    set: entries.set,
  };
}
