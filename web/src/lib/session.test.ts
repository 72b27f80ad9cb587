import { afterEach, describe, expect, it, vi } from 'vitest';
import { followOtherTabs, isLoggedIn, saveSession } from './session.ts';
import { storageKeys } from './storage.ts';

/** What another tab's write looks like here: the storage already changed, then the event arrives. */
function otherTab(key: string | null, newValue: string | null) {
  if (key === null) localStorage.clear();
  else if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
}

describe('the session across tabs', () => {
  const stop: Array<() => void> = [];
  afterEach(() => {
    for (const s of stop.splice(0)) s();
  });

  it('follows a logout in another tab once, when its token goes', () => {
    saveSession({ user: { uid: 1, username: 'demo' }, token: 'abc' });
    const signedOut = vi.fn();
    stop.push(followOtherTabs(signedOut));
    otherTab(storageKeys.user, null);
    expect(signedOut).not.toHaveBeenCalled();
    otherTab(storageKeys.token, null);
    otherTab(storageKeys.isLogin, 'false');
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(isLoggedIn()).toBe(false);
  });

  it('follows another tab clearing all of storage, and ignores unrelated keys and token refreshes', () => {
    saveSession({ user: { uid: 1, username: 'demo' }, token: 'abc' });
    const signedOut = vi.fn();
    stop.push(followOtherTabs(signedOut));
    otherTab('theme', '"dark"');
    otherTab(storageKeys.token, '"def"');
    expect(signedOut).not.toHaveBeenCalled();
    otherTab(null, null);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });
});
