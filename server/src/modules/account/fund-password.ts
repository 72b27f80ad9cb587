import { ErrorCode } from '@app/contracts';
import type { Reader } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { accountRepository } from './account.repository.ts';
import { checkPassword } from './passwords.ts';
import type { SecretGuard } from './secret-guard.ts';

/**
 * Checks a user's fund password for calls that move money or change where it goes (withdraw, card
 * change, the fund password's own change), through the one secret guard: all of them share one
 * allowance, so a stolen session cannot try all 10^6 six-digit codes on any of them.
 */
export function fundPasswordGuard(db: Reader, secrets: SecretGuard) {
  const isSet = (userId: number): boolean => accountRepository.byId(db, userId)?.fundPasswordHash != null;

  async function verify(userId: number, password: string): Promise<void> {
    const hash = accountRepository.byId(db, userId)?.fundPasswordHash;
    if (!hash) throw new AppError(ErrorCode.forbidden, 'fund_password_not_set');
    if (!(await secrets.verify('fund_password', `uid:${userId}`, () => checkPassword(hash, password)))) {
      throw new AppError(ErrorCode.wrongPassword, 'wrong_fund_password');
    }
  }

  return { isSet, verify };
}
export type FundPasswordGuard = ReturnType<typeof fundPasswordGuard>;
