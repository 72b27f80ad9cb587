import { ErrorCode } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { fakeClock } from '../../test/harness.ts';
import { freeFailures, secretGuard } from './secret-guard.ts';

/** A check that stays open until released, answering `right`. */
function pendingCheck(right: boolean) {
  let release = () => {};
  const done = new Promise<boolean>((resolve) => {
    release = () => resolve(right);
  });
  return { check: () => done, release: () => release() };
}

const lockedCode = (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'verified',
    (e: { code: number }) => e.code,
  );

describe('the secret guard', () => {
  it('refuses a sixth guess while five are still being verified, before checking it', async () => {
    const guard = secretGuard(fakeClock().now);
    const open = Array.from({ length: freeFailures }, () => pendingCheck(false));
    const verifying = open.map((p) => guard.verify('fund_password', 'uid:1', p.check));
    let checked = false;
    const sixth = guard.verify('fund_password', 'uid:1', async () => {
      checked = true;
      return true;
    });
    expect(await lockedCode(sixth)).toBe(ErrorCode.rateLimited);
    expect(checked).toBe(false);
    for (const p of open) p.release();
    expect(await Promise.all(verifying)).toEqual(Array(freeFailures).fill(false));
  });

  it('after the lock, lets one guess through at a time, and each failure doubles the lock', async () => {
    const clock = fakeClock();
    const guard = secretGuard(clock.now);
    const wrong = async () => false;
    for (let i = 0; i < freeFailures; i++) await guard.verify('password', 'Alice', wrong);
    expect(await lockedCode(guard.verify('password', 'alice', wrong))).toBe(ErrorCode.rateLimited);
    clock.advance(30_001);
    const one = pendingCheck(false);
    const first = guard.verify('password', 'alice', one.check);
    expect(await lockedCode(guard.verify('password', 'alice', wrong))).toBe(ErrorCode.rateLimited);
    one.release();
    expect(await first).toBe(false);
    clock.advance(30_001);
    expect(await lockedCode(guard.verify('password', 'alice', wrong))).toBe(ErrorCode.rateLimited);
    clock.advance(30_000);
    expect(await guard.verify('password', 'alice', async () => true)).toBe(true);
    expect(await guard.verify('password', 'alice', wrong)).toBe(false);
  });

  it('counts each kind of secret on its own, and a check that throws as a failure', async () => {
    const guard = secretGuard(fakeClock().now);
    const broken = async (): Promise<boolean> => {
      throw new Error('disk');
    };
    for (let i = 0; i < freeFailures; i++) {
      await expect(guard.verify('recovery_code', 'bob', broken)).rejects.toThrow('disk');
    }
    expect(await lockedCode(guard.verify('recovery_code', 'bob', async () => true))).toBe(
      ErrorCode.rateLimited,
    );
    expect(await guard.verify('password', 'bob', async () => true)).toBe(true);
  });
});
