import { and, eq } from 'drizzle-orm';
import type { Database, Reader, Sync, Tx } from '../../db/client.ts';
import { params, prepared } from '../../db/prepared.ts';
import { fail } from '../../lib/errors.ts';
import { idempotency } from './wallet.schema.ts';

export interface IdempotencyScope {
  userId: number;
  /** The dotted contract call, e.g. 'user.buy'; one key serves one call only. */
  call: string;
  key: string | undefined;
  now: number;
}

/** The first result stored for this user and key, or null. A key reused for another call is refused. */
function recall<T>(db: Reader, scope: IdempotencyScope): T | null {
  if (!scope.key) return null;
  const row = db
    .select()
    .from(idempotency)
    .where(and(eq(idempotency.userId, scope.userId), eq(idempotency.key, scope.key)))
    .get();
  if (!row) return null;
  if (row.call !== scope.call) throw fail.invalid('invalid_field', { name: 'idempotency_key' });
  return JSON.parse(row.response) as T;
}

/** Stores a first result unless the key already holds one (then it changes no row). */
const storeFirst = prepared((db: Tx) =>
  db
    .insert(idempotency)
    .values(params(['userId', 'key', 'call', 'response', 'createdAt']))
    .onConflictDoNothing()
    .prepare(),
);

/** Thrown inside the write when the key already holds a first result: rolls this attempt back. */
class Repeated extends Error {}

export interface Once<T> {
  value: T;
  /** False when `value` is the first result replayed for a repeated key: this call changed nothing. */
  fresh: boolean;
}

/**
 * Runs a money-moving write at most once per (user, key): a repeat returns the first result.
 * The result is stored in the same immediate transaction as the write, keyed by the primary key
 * (user, key): a write whose key is already taken rolls back and replays the stored result, and a
 * refusal (which rolls the transaction back) stores nothing, so a retry is judged afresh. The
 * stored result is looked up only when something went wrong, so a first request pays no extra read.
 * `prepare` runs before the transaction (validation, reads). Results must be plain JSON (no
 * bigint): they are replayed as stored.
 */
export async function once<P, T>(
  database: Database,
  scope: IdempotencyScope,
  prepare: () => Promise<P>,
  write: (tx: Tx, checked: P) => Sync<T>,
): Promise<Once<T>> {
  let checked: P;
  try {
    checked = await prepare();
  } catch (err) {
    return replayOr(database, scope, err);
  }
  return onceNow(database, scope, () => checked, write);
}

/**
 * `once` for a call whose checks are synchronous (the trade's): the whole call runs without a
 * promise, so its route answers in the same turn (lib/route.ts). A refusal is thrown, not rejected.
 */
export function onceNow<P, T>(
  database: Database,
  scope: IdempotencyScope,
  prepare: () => P,
  write: (tx: Tx, checked: P) => Sync<T>,
): Once<T> {
  try {
    const checked = prepare();
    const value = database.write<T>((tx) => {
      const result = write(tx, checked);
      if (scope.key) {
        const { userId, key, call, now: createdAt } = scope;
        const response = JSON.stringify(result);
        const stored = storeFirst(tx).run({ userId, key, call, response, createdAt });
        if (stored.changes !== 1) throw new Repeated();
      }
      return result;
    });
    return { value, fresh: true };
  } catch (err) {
    return replayOr(database, scope, err);
  }
}

/**
 * After a failed attempt: the first result stored for the key, or the failure. A repeat replays even
 * when the same request would now be refused (price gone stale, product closed, the balance spent
 * by the first one).
 */
function replayOr<T>(database: Database, scope: IdempotencyScope, err: unknown): Once<T> {
  const first = recall<T>(database.db, scope);
  if (first !== null) return { value: first, fresh: false };
  throw err;
}
