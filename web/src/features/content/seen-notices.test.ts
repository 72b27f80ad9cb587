import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasSeenPopup, isNoticeRead, markNoticeRead, markPopupSeen, useUnreadCount } from './seen-notices.ts';

beforeEach(() => localStorage.clear());

describe('seen notices', () => {
  it('shows a popup once per version: an edited notice shows once more', () => {
    expect(hasSeenPopup({ id: 3, version: 1 })).toBe(false);
    markPopupSeen({ id: 3, version: 1 });
    expect(hasSeenPopup({ id: 3, version: 1 })).toBe(true);
    expect(hasSeenPopup({ id: 3, version: 2 })).toBe(false);
  });

  it('counts the notices not yet opened, and follows a read made elsewhere', () => {
    const notices = [{ id: 1 }, { id: 2 }, { id: 3 }];
    const { result } = renderHook(() => useUnreadCount(notices));
    expect(result.current).toBe(3);
    act(() => markNoticeRead(2));
    expect(result.current).toBe(2);
    expect(isNoticeRead(2)).toBe(true);
    act(() => markNoticeRead(2));
    expect(result.current).toBe(2);
  });

  it('keeps only the last 100 reads', () => {
    for (let id = 1; id <= 105; id++) markNoticeRead(id);
    expect(isNoticeRead(5)).toBe(false);
    expect(isNoticeRead(6)).toBe(true);
  });
});
