import { getItem, setItem } from '../../lib/storage.ts';

/** The popup notice shows once per notice id; the ids already shown are kept locally (the last 50). */
const KEY = 'notice_seen';

export const hasSeenNotice = (id: number): boolean => (getItem<number[]>(KEY) ?? []).includes(id);

export function markNoticeSeen(id: number): void {
  const seen = getItem<number[]>(KEY) ?? [];
  if (!seen.includes(id)) setItem(KEY, [...seen, id].slice(-50));
}
