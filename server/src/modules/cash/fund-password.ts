import { ErrorCode } from '@app/contracts';
import type { Reader } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { accountRepository } from '../account/account.repository.ts';
import { attemptThrottle } from '../account/attempt-throttle.ts';
import { checkPassword } from '../account/passwords.ts';

/**
 * Checks a user's fund password for calls that move money or change where it goes. Wrong guesses are
 * throttled per account like logins (5 free, then a growing lock), so a stolen session cannot try all
 * 10^6 six-digit codes.
 */
export function fundPasswordGuard(db: Reader, clock: () => number) {
  const guesses = attemptThrottle(clock);

  const isSet = (userId: number): boolean => accountRepository.byId(db, userId)?.fundPasswordHash != null;

  async function verify(userId: number, password: string): Promise<void> {
    const hash = accountRepository.byId(db, userId)?.fundPasswordHash;
    if (!hash) throw new AppError(ErrorCode.forbidden, 'fund_password_not_set');
    const key = `uid:${userId}`;
    guesses.check(key);
    if (!(await checkPassword(hash, password))) {
      guesses.failed(key);
      throw new AppError(ErrorCode.wrongPassword, 'wrong_fund_password');
    }
    guesses.succeeded(key);
  }

  return { isSet, verify };
}
export type FundPasswordGuard = ReturnType<typeof fundPasswordGuard>;
