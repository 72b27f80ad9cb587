import { useSyncExternalStore } from 'react';
import { getItem, setItem } from '../../lib/storage.ts';

/**
 * Kept locally (the last 100 of each): popups already shown, as `id:version` so an edited popup shows
 * once more, and the notices this reader has opened, for the unread count.
 */
const POPUPS = 'notice_popup_seen';
const READ = 'notice_read';
const KEEP = 100;

const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function add(key: string, value: string): void {
  const all = getItem<string[]>(key) ?? [];
  if (all.includes(value)) return;
  setItem(key, [...all, value].slice(-KEEP));
  emit();
}

const popupKey = (n: { id: number; version: number }) => `${n.id}:${n.version}`;

export const hasSeenPopup = (n: { id: number; version: number }): boolean =>
  (getItem<string[]>(POPUPS) ?? []).includes(popupKey(n));
export const markPopupSeen = (n: { id: number; version: number }): void => add(POPUPS, popupKey(n));

export const isNoticeRead = (id: number): boolean => (getItem<string[]>(READ) ?? []).includes(String(id));
export const markNoticeRead = (id: number): void => add(READ, String(id));

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const readSnapshot = () => (getItem<string[]>(READ) ?? []).join(',');

/** How many of `notices` this reader has not opened; follows reads made anywhere in the app. */
export function useUnreadCount(notices: ReadonlyArray<{ id: number }>): number {
  const read = useSyncExternalStore(subscribe, readSnapshot);
  const ids = new Set(read.split(','));
  return notices.filter((n) => !ids.has(String(n.id))).length;
}
