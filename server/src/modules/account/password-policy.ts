import { fail } from '../../lib/errors.ts';

let common: Promise<Set<string>> | undefined;

/**
 * The ~49 000 most common passwords of zxcvbn-ts's list (MIT), lower-cased into a Set built once, on
 * first use: the server starts without paying for it, and each check is one lookup.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].map((p) => p.toLowerCase())),
  );
  return common;
}

/** A login password may be neither the account's own name nor one of the most common passwords. */
export async function checkPasswordPolicy(username: string, password: string): Promise<void> {
  const lower = password.toLowerCase();
  if (lower === username.trim().toLowerCase()) throw fail.invalid('password_is_username');
  if ((await commonPasswords()).has(lower)) throw fail.invalid('password_too_common');
}
