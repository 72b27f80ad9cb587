import { type Stamp, sameStamp } from '../db/client.ts';

/** Enough for every user active at once on one server; past it, the oldest entries go first. */
const maxEntries = 10_000;

/**
 * Rows read from the database, kept while the stamp of their tables (`Database.stamp`) stays the
 * same: any write of this process naming one of the tables, or any other process's commit, changes
 * it, and the next lookup finds nothing and reads the database again. Take the stamp before the
 * read and give `set` that stamp: a value read under an older stamp is never kept.
 */
export function stampedCache<K, V>() {
  const entries = new Map<K, V>();
  let stampOfEntries: Stamp = { local: -1, others: -1 };

  return {
    /** The value kept for `key`, if nothing changed since it was read. */
    get(key: K, stamp: Stamp): V | undefined {
      if (!sameStamp(stamp, stampOfEntries)) {
        entries.clear();
        stampOfEntries = stamp;
        return undefined;
      }
      return entries.get(key);
    },
    /** Keeps a value read under `stamp` (taken before the read). */
    set(key: K, value: V, stamp: Stamp): void {
      if (!sameStamp(stamp, stampOfEntries)) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K);
      entries.set(key, value);
    },
  };
}
