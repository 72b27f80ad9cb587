import type { User } from '@app/contracts';
import { useSyncExternalStore } from 'react';
import { worldKey } from './sandbox.ts';
import { getItem, removeItem, setItem, storageKeys } from './storage.ts';

/** Session (spec section 3): user, token and isLogin, stored locally. */
export interface Session {
  user: Pick<User, 'uid' | 'username'> & Partial<User>;
  token: string;
}

const listeners = new Set<() => void>();
let version = 0;
const emit = () => {
  version++;
  for (const l of listeners) l();
};

export const getToken = (): string | undefined => getItem<string>(storageKeys.token) || undefined;
export const getUser = (): Session['user'] | undefined => getItem<Session['user']>(storageKeys.user);

/** Logged in: a stored token and a stored user with a username (spec section 6). */
export const isLoggedIn = (): boolean => Boolean(getToken() && getUser()?.username);

export function saveSession({ user, token }: Session): void {
  setItem(storageKeys.user, user);
  setItem(storageKeys.token, token);
  setItem(storageKeys.isLogin, true);
  emit();
}

export function setToken(token: string): void {
  if (token === getToken()) return;
  setItem(storageKeys.token, token);
  emit();
}

/**
 * Set while a 401's message is on screen: the user is already cleared, but the route guards wait for the
 * relaunch to login (spec section 8: the message stays 3 s) instead of jumping there at once.
 */
let leaving = false;

export function clearSession(options: { relaunchPending?: boolean } = {}): void {
  leaving = Boolean(options.relaunchPending);
  removeItem(storageKeys.user);
  removeItem(storageKeys.token);
  setItem(storageKeys.isLogin, false);
  emit();
}

/** The relaunch after a 401 has happened: guards apply again. */
export function endRelaunch(): void {
  leaving = false;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Another tab changed the session (its writes reach this one as `storage` events, never in the same tab):
 * this tab re-renders with it, and when it logged out, `onSignedOut` runs (the shell clears the query cache
 * and goes to login, so no balance stays on screen). `key` null: that tab cleared all of storage.
 */
export function followOtherTabs(onSignedOut: () => void): () => void {
  const listener = (event: StorageEvent) => {
    const token = worldKey(storageKeys.token);
    if (event.key !== null && event.key !== token && event.key !== worldKey(storageKeys.user)) return;
    emit();
    const tokenGone = event.key === null || (event.key === token && event.newValue === null);
    if (tokenGone && !getToken()) onSignedOut();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** Calls `listener` on every login, logout and token refresh (the socket follows: lib/socket/index.ts). */
export const onSessionChange = subscribe;

/** Re-renders on login, logout and token refresh. */
export function useSession(): { user: Session['user'] | undefined; isLogin: boolean; leaving: boolean } {
  useSyncExternalStore(subscribe, () => version);
  return { user: getUser(), isLogin: isLoggedIn(), leaving };
}
