import { ErrorCode } from '@app/contracts';
import { AppError } from '../../lib/errors.ts';

/** Each kind of secret is counted on its own, per account. */
export type SecretKind = 'password' | 'fund_password' | 'recovery_code';

/** Failures allowed before a lock; then the lock grows from 30 s, doubling, up to 15 min. */
export const freeFailures = 5;
const baseLockMs = 30_000;
const maxLockMs = 15 * 60_000;
/** Oldest entries go first past this many, so a flood of names cannot grow memory without bound. */
const maxEntries = 100_000;

interface Entry {
  failures: number;
  /** Guesses being verified right now: they count against the allowance until known right. */
  pending: number;
  lockedUntil: number;
}

/**
 * The one guard every check of a secret goes through (login and change of the login password, the
 * fund password on withdraw, card change and its own change, the recovery code). An attempt is
 * reserved before the secret is verified, in the same synchronous step that reads the count, so a
 * burst of parallel guesses gets the allowance and no more: 5 in a row, then one at a time, each
 * failure doubling the lock. Kept in memory (one process; a restart forgets it).
 */
export function secretGuard(clock: () => number) {
  const entries = new Map<string, Entry>();

  function reserve(key: string): Entry {
    const entry = entries.get(key) ?? { failures: 0, pending: 0, lockedUntil: 0 };
    const left = entry.lockedUntil - clock();
    const allowance = entry.failures >= freeFailures ? 1 : freeFailures - entry.failures;
    if (left > 0 || entry.pending >= allowance) {
      const minutes = Math.ceil(Math.max(left, baseLockMs) / 60_000);
      throw new AppError(ErrorCode.rateLimited, 'account_locked', { minutes });
    }
    entry.pending++;
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return entry;
  }

  function settle(key: string, entry: Entry, right: boolean): void {
    entry.pending--;
    if (right) {
      entry.failures = 0;
      entry.lockedUntil = 0;
      if (entry.pending === 0 && entries.get(key) === entry) entries.delete(key);
      return;
    }
    entry.failures++;
    if (entry.failures >= freeFailures) {
      entry.lockedUntil = clock() + Math.min(maxLockMs, baseLockMs * 2 ** (entry.failures - freeFailures));
    }
  }

  /**
   * Verifies a secret of `account` through `check`, counting the attempt first. Answers whether it was
   * right; refuses with `account_locked` (nothing verified) when the allowance is used up. A check that
   * throws counts as a failure.
   */
  async function verify(kind: SecretKind, account: string, check: () => Promise<boolean>): Promise<boolean> {
    const key = `${kind}:${account.trim().toLowerCase()}`;
    const entry = reserve(key);
    let right = false;
    try {
      right = await check();
      return right;
    } finally {
      settle(key, entry, right);
    }
  }

  return { verify };
}
export type SecretGuard = ReturnType<typeof secretGuard>;
