import { type Stamp, sameStamp } from '../../db/client.ts';
import type { sessionRepository } from './session.repository.ts';

export type LiveSession = NonNullable<ReturnType<typeof sessionRepository.findLive>>;

/** Enough for every session active at once on one server; past it, the oldest entries go first. */
const maxEntries = 10_000;

/**
 * Live sessions by token hash, valid while the stamp of the sessions and users tables stays the same
 * (`Database.stamp`): a logout, a password change, a status change, another process's commit all
 * change it, and the next lookup reads the database again. Only sessions found live are kept, so an
 * unknown token always costs a database read and never a cache entry.
 */
export function sessionCache() {
  const entries = new Map<string, LiveSession>();
  let stampOfEntries: Stamp = { local: -1, others: -1 };

  return {
    /** The cached session of `hash` if nothing changed since it was read and it has not expired. */
    get(hash: string, stamp: Stamp, now: number): LiveSession | undefined {
      if (!sameStamp(stamp, stampOfEntries)) {
        entries.clear();
        stampOfEntries = stamp;
        return undefined;
      }
      const found = entries.get(hash);
      return found && found.session.expiresAt > now ? found : undefined;
    },
    /** Keeps a session read under `stamp` (taken before the read). */
    set(hash: string, found: LiveSession, stamp: Stamp): void {
      if (!sameStamp(stamp, stampOfEntries)) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(hash, found);
    },
  };
}
