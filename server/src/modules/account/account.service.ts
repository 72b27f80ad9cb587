import { assetScale, ErrorCode, toMinor, type User } from '@app/contracts';
import type { Deps } from '../../deps.ts';
import { AppError, fail } from '../../lib/errors.ts';
import { scenarioOverlay } from '../devtools/overlay.ts';
import { post, readBalance } from '../wallet/ledger.ts';
import { accountRepository as repo, type UserRow } from './account.repository.ts';
import { checkPasswordPolicy } from './password-policy.ts';
import { checkNobody, checkPassword, hashPassword } from './passwords.ts';
import type { SecretGuard } from './secret-guard.ts';
import { sessionRepository } from './session.repository.ts';
import { sessionService } from './session.service.ts';

const inviteAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `secrets` is the app's one guard (app-context.ts): every check of a password counts there first. */
export function accountService(deps: Deps & { secrets: SecretGuard }) {
  const { database, clock, random, config, secrets } = deps;
  const { db } = database;
  const sessions = sessionService(deps);

  function toUser(row: UserRow): User {
    const balance = readBalance(db, row.id);
    return {
      uid: row.id,
      username: row.username,
      status: row.status,
      level: row.level,
      credits: row.credits,
      integral: row.integral,
      balance: balance.usdt.available,
      invite_code: row.inviteCode,
      last_login_time: row.lastLoginAt,
      login_time: row.loginAt,
    };
  }

  function inviteCode(): string {
    return [...random(8)].map((b) => inviteAlphabet[b % inviteAlphabet.length]).join('');
  }

  async function register(input: { username: string; password: string; invite_code?: string | undefined }) {
    await checkPasswordPolicy(input.username, input.password);
    const passwordHash = await hashPassword(input.password);
    const now = clock();
    const row = database.write((tx) => {
      if (repo.nameTaken(tx, input.username)) throw new AppError(ErrorCode.conflict, 'username_taken');
      const inviter = input.invite_code ? repo.byInviteCode(tx, input.invite_code.toUpperCase()) : null;
      if (input.invite_code && !inviter) throw fail.invalid('invalid_field', { name: 'invite_code' });
      const user = repo.insert(tx, {
        username: input.username,
        passwordHash,
        inviteCode: inviteCode(),
        invitedBy: inviter?.id ?? null,
        loginAt: now,
        createdAt: now,
      });
      if (config.DEMO_MODE) {
        let event: number | undefined;
        for (const [asset, value] of [
          ['usdt', config.DEMO_USDT],
          ['money', config.DEMO_MONEY],
        ] as const) {
          const available = toMinor(value, assetScale[asset]);
          const credit = { userId: user.id, asset, available, kind: 'demo_credit', ref: 'register' } as const;
          // Both credits are one record (modules/wallet/records.repository.ts).
          const id = post(tx, event === undefined ? credit : { ...credit, event }, now);
          event ??= id;
        }
      }
      return user;
    });
    return { user: toUser(row), token: sessions.issue(row.id) };
  }

  async function login(input: { username: string; password: string }) {
    const row = repo.byUsername(db, input.username);
    const ok = await secrets.verify('password', input.username, () =>
      row ? checkPassword(row.passwordHash, input.password) : checkNobody(input.password),
    );
    if (!row || !ok) throw new AppError(ErrorCode.wrongPassword, 'wrong_credentials');
    const now = clock();
    database.write((tx) => repo.update(tx, row.id, { lastLoginAt: row.loginAt, loginAt: now }));
    const fresh = { ...row, lastLoginAt: row.loginAt, loginAt: now };
    return { user: toUser(fresh), token: sessions.issue(row.id) };
  }

  async function changePassword(userId: number, sessionId: number, oldpassword: string, password: string) {
    const row = mustExist(userId);
    // Counted with the logins: the same password, the same allowance.
    if (
      !(await secrets.verify('password', row.username, () => checkPassword(row.passwordHash, oldpassword)))
    ) {
      throw new AppError(ErrorCode.wrongPassword, 'wrong_old_password');
    }
    await checkPasswordPolicy(row.username, password);
    const passwordHash = await hashPassword(password);
    const now = clock();
    database.write((tx) => {
      repo.update(tx, userId, { passwordHash });
      sessionRepository.revokeAllOf(tx, userId, now, sessionId);
    });
    deps.sessionsEnded?.({ userId, keep: sessionId });
  }

  async function changeFundPassword(userId: number, oldpassword: string | undefined, password: string) {
    const row = mustExist(userId);
    if (row.fundPasswordHash) {
      if (!oldpassword) throw fail.invalid('enter_current_password');
      const hash = row.fundPasswordHash;
      // Counted with withdraw and card change (fund-password.ts): one allowance for the fund password.
      if (!(await secrets.verify('fund_password', `uid:${userId}`, () => checkPassword(hash, oldpassword)))) {
        throw new AppError(ErrorCode.wrongPassword, 'wrong_old_password');
      }
    }
    const fundPasswordHash = await hashPassword(password);
    database.write((tx) => repo.update(tx, userId, { fundPasswordHash }));
  }

  function mustExist(userId: number): UserRow {
    const row = repo.byId(db, userId);
    if (!row) throw fail.unauthorized();
    return row;
  }

  function home(userId: number) {
    const row = mustExist(userId);
    return {
      user: toUser(row),
      balance: readBalance(db, userId),
      // The kyc-pending / kyc-declined scenarios (developer tools) show their state over the stored one.
      realname_status: scenarioOverlay().kycStatus ?? row.realnameStatus,
      mpwd_set: row.fundPasswordHash !== null,
    };
  }

  return { register, login, changePassword, changeFundPassword, home, mustExist, toUser };
}
