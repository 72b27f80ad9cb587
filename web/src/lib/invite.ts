import { getItem, setItem, storageKeys } from './storage.ts';

/** Spec section 9: the invite code from the launch query is kept for 86 400 s. */
export const INVITE_TTL_SECONDS = 86_400;
const inviteParams = ['invite_code', 'inviteCode', 'code', 'invite'];

/** Reads the invite code from the launch URL's query, before or inside the hash, and keeps it. */
export function captureInvite(href: string): string | undefined {
  const url = new URL(href, 'http://localhost');
  const hashQuery = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?') + 1) : '';
  for (const params of [new URLSearchParams(hashQuery), url.searchParams]) {
    for (const name of inviteParams) {
      const value = params.get(name)?.trim();
      if (value && /^[A-Za-z0-9_-]{1,16}$/.test(value)) {
        setItem(storageKeys.inviteCode, value, INVITE_TTL_SECONDS);
        return value;
      }
    }
  }
  return undefined;
}

export const storedInvite = (): string => getItem<string>(storageKeys.inviteCode) ?? '';
