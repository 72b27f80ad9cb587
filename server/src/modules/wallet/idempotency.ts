import { and, eq } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../db/client.ts';
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
async function recall<T>(db: Executor, scope: IdempotencyScope): Promise<T | null> {
  if (!scope.key) return null;
  const [row] = await db
    .select()
    .from(idempotency)
    .where(and(eq(idempotency.userId, scope.userId), eq(idempotency.key, scope.key)))
    .limit(1);
  if (!row) return null;
  if (row.call !== scope.call) throw fail.invalid('invalid_field', { name: 'idempotency_key' });
  return JSON.parse(row.response) as T;
}

/**
 * Runs a money-moving write at most once per (user, key): a repeat returns the first result.
 * The result is stored in the same immediate transaction as the write, so a refusal (which rolls
 * the transaction back) stores nothing and a retry is judged afresh. `prepare` runs outside the
 * write queue and only when there is nothing to replay (validation, reads).
 * Results must be plain JSON (no bigint): they are replayed as stored.
 */
export async function once<P, T>(
  database: Database,
  scope: IdempotencyScope,
  prepare: () => Promise<P>,
  write: (tx: Tx, prepared: P) => Promise<T>,
): Promise<T> {
  const early = await recall<T>(database.db, scope);
  if (early !== null) return early;
  const prepared = await prepare();
  return database.write(async (tx) => {
    const first = await recall<T>(tx, scope);
    if (first !== null) return first;
    const result = await write(tx, prepared);
    if (scope.key) {
      await tx.insert(idempotency).values({
        userId: scope.userId,
        key: scope.key,
        call: scope.call,
        response: JSON.stringify(result),
        createdAt: scope.now,
      });
    }
    return result;
  });
}
