import { hash } from 'node:crypto';

/** 256 random bits, base64url: opaque to the client, stored only as a hash. */
export function newToken(random: (bytes: number) => Buffer): { token: string; hash: string } {
  const token = random(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** SHA-256, hex: the one-shot `hash` (no Hash object per request). */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

export function bearer(header: string | undefined): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m?.[1] ?? null;
}
