import { ErrorCode } from '@app/contracts';
import { AppError } from '../../lib/errors.ts';

/** Failures allowed before a lock; then the lock grows from 30 s, doubling, up to 15 min. */
const freeFailures = 5;
const baseLockMs = 30_000;
const maxLockMs = 15 * 60_000;
/** Oldest entries go first past this many, so a flood of names cannot grow memory without bound. */
const maxEntries = 100_000;

interface Entry {
  failures: number;
  lockedUntil: number;
}

/**
 * Per-account throttling of guesses (login, recovery code), on top of the per-address limit: an
 * attacker spreading tries over many addresses still gets a handful per account before a growing
 * lock. Kept in memory (one process; a restart forgets it). Keys are lower-cased account names.
 */
export function attemptThrottle(clock: () => number) {
  const entries = new Map<string, Entry>();
  const keyOf = (name: string) => name.trim().toLowerCase();

  function check(name: string): void {
    const entry = entries.get(keyOf(name));
    const left = entry ? entry.lockedUntil - clock() : 0;
    if (left > 0) {
      throw new AppError(ErrorCode.rateLimited, 'account_locked', { minutes: Math.ceil(left / 60_000) });
    }
  }

  function failed(name: string): void {
    const key = keyOf(name);
    const entry = entries.get(key) ?? { failures: 0, lockedUntil: 0 };
    entry.failures++;
    if (entry.failures >= freeFailures) {
      entry.lockedUntil = clock() + Math.min(maxLockMs, baseLockMs * 2 ** (entry.failures - freeFailures));
    }
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
  }

  const succeeded = (name: string): void => void entries.delete(keyOf(name));

  return { check, failed, succeeded };
}
