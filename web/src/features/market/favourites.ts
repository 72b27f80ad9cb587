import { useSyncExternalStore } from 'react';
import { worldKey } from '../../lib/sandbox.ts';
import { getUser, onSessionChange } from '../../lib/session.ts';
import { getItem, setItem } from '../../lib/storage.ts';

/**
 * Markets favourites, kept on this device per account: neither the spec nor the real upstream has a call
 * for them, so the app works unchanged against either. Each logged-in account has its own list under a
 * key holding its uid; a guest has none (guests never reach Markets: spec §6's route guard). Symbols are
 * kept in the order they were starred; the screens only ever show those that are live tickers.
 */
const keyOf = (uid: number) => `favourites_${uid}`;
const none: readonly string[] = [];
const isSymbol = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Z0-9]{2,20}$/.test(value);

const listeners = new Set<() => void>();
let cached: { key: string; raw: string | null; list: readonly string[] } | undefined;
const emit = () => {
  for (const listener of listeners) listener();
};

function currentKey(): string | undefined {
  const uid = getUser()?.uid;
  return uid === undefined ? undefined : keyOf(uid);
}

function rawOf(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(worldKey(key)) ?? null;
  } catch {
    return null;
  }
}

/** The logged-in account's favourites (none for a guest); the same array until they change. */
export function readFavourites(): readonly string[] {
  const key = currentKey();
  if (key === undefined) return none;
  const raw = rawOf(key);
  if (cached?.key === key && cached.raw === raw) return cached.list;
  const stored = getItem<unknown>(key);
  const list = Array.isArray(stored) ? [...new Set(stored.filter(isSymbol))] : none;
  cached = { key, raw, list };
  return list;
}

/** Stars `symbol` for the logged-in account, or unstars it; returns whether it is now a favourite. */
export function toggleFavourite(symbol: string): boolean {
  const key = currentKey();
  if (key === undefined || !isSymbol(symbol)) return false;
  const list = readFavourites();
  const next = list.includes(symbol) ? list.filter((s) => s !== symbol) : [...list, symbol];
  setItem(key, next);
  emit();
  return next.includes(symbol);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const offSession = onSessionChange(listener);
  // Another tab of the same account starred something: read it again.
  const onStorage = (event: StorageEvent) => {
    const key = currentKey();
    if (event.key === null || (key !== undefined && event.key === worldKey(key))) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    offSession();
    window.removeEventListener('storage', onStorage);
  };
}

/** The logged-in account's favourites, re-rendering on a star, a login, a logout or another tab's change. */
export function useFavourites(): readonly string[] {
  return useSyncExternalStore(subscribe, readFavourites, () => none);
}
