import { afterEach, describe, expect, it, vi } from 'vitest';
import { expirySuffix, getItem, removeItem, setItem } from './storage.ts';

describe('storage', () => {
  afterEach(() => vi.useRealTimers());

  it('round-trips a JSON value without an expiry', () => {
    setItem('a', { b: 1 });
    expect(getItem('a')).toEqual({ b: 1 });
    expect(localStorage.getItem(`a${expirySuffix}`)).toBeNull();
  });

  it('writes the expiry in epoch seconds under the companion key', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    setItem('code', 'ABC', 86_400);
    expect(localStorage.getItem(`code${expirySuffix}`)).toBe(String(1_700_000_000 + 86_400));
  });

  it('keeps an entry until one second before its expiry and drops it at the expiry', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 });
    setItem('code', 'ABC', 10);
    vi.setSystemTime(1_700_000_009_999);
    expect(getItem('code')).toBe('ABC');
    vi.setSystemTime(1_700_000_010_000);
    expect(getItem('code')).toBeUndefined();
    expect(localStorage.getItem('code')).toBeNull();
    expect(localStorage.getItem(`code${expirySuffix}`)).toBeNull();
  });

  it('clears a stale expiry when the key is written again without one', () => {
    setItem('k', 1, 5);
    setItem('k', 2);
    expect(localStorage.getItem(`k${expirySuffix}`)).toBeNull();
    removeItem('k');
    expect(getItem('k')).toBeUndefined();
  });

  it('reads a raw non-JSON string as itself', () => {
    localStorage.setItem('raw', 'plain text');
    expect(getItem('raw')).toBe('plain text');
  });
});
