import { chmodSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Where DEVTOOLS=local keeps its token: beside the database file, readable by its owner only. */
export function adminTokenFile(databaseUrl: string): string | null {
  if (!databaseUrl.startsWith('file:') || databaseUrl.includes(':memory:')) return null;
  return join(dirname(resolve(databaseUrl.slice(5))), 'admin-token');
}

const wellFormed = /^[A-Za-z0-9_-]{32,128}$/;

/** The token in `file` when it is well formed and nobody but its owner may read it; else undefined. */
export function readAdminToken(file: string | null): string | undefined {
  if (!file) return undefined;
  try {
    if ((statSync(file).mode & 0o077) !== 0) return undefined;
    const token = readFileSync(file, 'utf8').trim();
    return wellFormed.test(token) ? token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The token of DEVTOOLS=local: the one already in the file (so `pnpm dev` restarts keep the panel's copy
 * valid), or a new random one written with mode 0600. A file others may read is replaced, not trusted.
 */
export function localAdminToken(databaseUrl: string, random: (bytes: number) => Buffer) {
  const file = adminTokenFile(databaseUrl);
  if (!file)
    throw new Error('DEVTOOLS=local keeps its token beside the database file; set ADMIN_TOKEN instead');
  const kept = readAdminToken(file);
  if (kept) return { token: kept, file };
  const token = random(32).toString('base64url');
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${token}\n`, { mode: 0o600 });
  chmodSync(temp, 0o600);
  renameSync(temp, file);
  return { token, file };
}
