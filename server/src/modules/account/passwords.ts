import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline.
export const hashPassword = (plain: string): Promise<string> => hash(plain);

export async function checkPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Verifies against a hash made once for no one, so refusing an unknown account costs the same
 * argon2 work as refusing a wrong password (no telling which usernames exist by timing).
 */
export async function checkNobody(plain: string): Promise<false> {
  dummy ??= hashPassword('no account has this password');
  await checkPassword(await dummy, plain);
  return false;
}
