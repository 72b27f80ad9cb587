import { worldKey } from './sandbox.ts';

/**
 * Local cache (spec section 3): a JSON value under `key`, and, when it expires, the expiry in epoch seconds
 * under the companion key `key + expirySuffix`. An expired entry reads as absent and is removed.
 */
export const expirySuffix = '__expires';

// Each world keeps its own entries: a sandbox tab's session never signs the default world's tabs out.
const scoped = worldKey;

const nowSeconds = () => Math.floor(Date.now() / 1000);

function backend(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Stores `value`; with `ttlSeconds` it expires that many seconds from now. */
export function setItem(name: string, value: unknown, ttlSeconds?: number): void {
  const store = backend();
  if (!store) return;
  const key = scoped(name);
  store.setItem(key, JSON.stringify(value));
  if (ttlSeconds && ttlSeconds > 0) store.setItem(key + expirySuffix, String(nowSeconds() + ttlSeconds));
  else store.removeItem(key + expirySuffix);
}

export function getItem<T = unknown>(name: string): T | undefined {
  const store = backend();
  if (!store) return undefined;
  const key = scoped(name);
  const expires = store.getItem(key + expirySuffix);
  if (expires !== null && Number(expires) <= nowSeconds()) {
    removeItem(name);
    return undefined;
  }
  const raw = store.getItem(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return raw as T;
  }
}

export function removeItem(name: string): void {
  const store = backend();
  const key = scoped(name);
  store?.removeItem(key);
  store?.removeItem(key + expirySuffix);
}

/** Keys the app stores. */
export const storageKeys = {
  token: 'token',
  user: 'user',
  isLogin: 'isLogin',
  language: 'language',
  config: 'config',
  wss: 'wss',
  blackRun: 'Black_run',
  inviteCode: 'invite_code',
  theme: 'theme',
  mainColor: 'main_color',
  hideBalances: 'hide_balances',
} as const;
