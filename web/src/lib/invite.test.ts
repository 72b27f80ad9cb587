import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInvite, INVITE_TTL_SECONDS, storedInvite } from './invite.ts';
import { expirySuffix } from './storage.ts';

describe('invite code', () => {
  afterEach(() => vi.useRealTimers());

  it('is read from the hash query of an invite link and kept for 86 400 s', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    expect(captureInvite('http://h/#/app/pages/user/register?invite=AB12CD')).toBe('AB12CD');
    expect(localStorage.getItem(`invite_code${expirySuffix}`)).toBe(
      String(1_700_000_000 + INVITE_TTL_SECONDS),
    );
    vi.setSystemTime(1_700_000_000_000 + (INVITE_TTL_SECONDS - 1) * 1000);
    expect(storedInvite()).toBe('AB12CD');
    vi.setSystemTime(1_700_000_000_000 + INVITE_TTL_SECONDS * 1000);
    expect(storedInvite()).toBe('');
  });

  it('is read from the query before the hash too, and junk is ignored', () => {
    expect(captureInvite('http://h/?invite_code=XY9#/')).toBe('XY9');
    expect(captureInvite('http://h/?code=<script>#/')).toBeUndefined();
  });
});
