import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@app/contracts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { accountRepository as repo } from './account.repository.ts';
import { checkPasswordPolicy } from './password-policy.ts';
import { hashPassword } from './passwords.ts';
import type { SecretGuard } from './secret-guard.ts';
import { sessionRepository } from './session.repository.ts';

const codeTtlMs = 10 * 60_000;
const maxAttempts = 5;
const digest = (code: string) => createHash('sha256').update(code).digest();

/**
 * Password recovery by a 6-digit code. The reference server has no mail or SMS gateway: the code goes
 * to the server log, and with RECOVERY_CODE_IN_RESPONSE also back in the response (local development only).
 */
export function recoveryService({
  database,
  clock,
  random,
  config,
  secrets,
  sessionsEnded,
}: Deps & { secrets: SecretGuard }) {
  async function start(username: string, log: (code: string) => void) {
    const now = clock();
    const expires_at = now + codeTtlMs;
    const user = repo.byUsername(database.db, username);
    if (!user) return { expires_at };
    const code = String(random(4).readUInt32BE(0) % 1_000_000).padStart(6, '0');
    database.write((tx) =>
      repo.putReset(tx, {
        userId: user.id,
        codeHash: digest(code).toString('hex'),
        expiresAt: expires_at,
        attempts: 0,
      }),
    );
    log(code);
    return config.RECOVERY_CODE_IN_RESPONSE ? { expires_at, demo_code: code } : { expires_at };
  }

  async function finish(username: string, code: string, password: string) {
    await checkPasswordPolicy(username, password);
    const user = repo.byUsername(database.db, username);
    const reset = user ? repo.reset(database.db, user.id) : null;
    // Each code allows 5 tries, and asking for a new code is cheap: guesses are also counted per account
    // by the one secret guard, before the code is compared.
    const right = await secrets.verify('recovery_code', username, async () => {
      if (!user || !reset || reset.expiresAt < clock() || reset.attempts >= maxAttempts) return false;
      if (timingSafeEqual(digest(code), Buffer.from(reset.codeHash, 'hex'))) return true;
      database.write((tx) => repo.putReset(tx, { ...reset, attempts: reset.attempts + 1 }));
      return false;
    });
    if (!right || !user) throw new AppError(ErrorCode.wrongPassword, 'invalid_code');
    const passwordHash = await hashPassword(password);
    database.write((tx) => {
      repo.update(tx, user.id, { passwordHash });
      repo.deleteReset(tx, user.id);
      sessionRepository.revokeAllOf(tx, user.id, clock());
    });
    sessionsEnded?.({ userId: user.id });
  }

  return { start, finish };
}
