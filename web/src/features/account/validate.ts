import type { MessageKey } from '@app/contracts';
import { api } from '@app/contracts/schemas';
import type { ParseKeysWithoutVariables } from 'i18next';
import type { z } from 'zod';

/** A shared message key (spec section 5) that `t()` takes without parameters. */
type PlainKey = MessageKey & ParseKeysWithoutVariables;

/** A message to show: a plain key, or one that names a field (itself a key, translated too). */
export type Problem =
  | { key: PlainKey }
  | { key: 'please_enter' | 'invalid_field'; params: { name: PlainKey } };

const first = (...checks: Array<Problem | false | undefined>) => checks.find(Boolean) || undefined;
const need = (value: string | undefined, key: PlainKey): Problem | false => !value?.trim() && { key };

/** The contract's own rules (lengths, formats) once the presence checks pass; their messages are keys. */
function bySchema(schema: z.ZodType | undefined, value: unknown): Problem | undefined {
  const result = schema?.safeParse(value);
  if (!result || result.success) return undefined;
  const key = result.error.issues[0]?.message as PlainKey;
  return { key };
}

const again = (password: string, repassword: string) =>
  first(
    need(repassword, 'enter_password_again'),
    password !== repassword && { key: 'passwords_inconsistent' },
  );

export function validateLogin(v: { username: string; password: string; agree: boolean }) {
  return first(
    need(v.username, 'enter_account'),
    need(v.password, 'enter_password'),
    !v.agree && { key: 'agree_required' },
  );
}

export function validateRegister(v: {
  username: string;
  password: string;
  repassword: string;
  agree: boolean;
}) {
  return (
    first(
      need(v.username, 'enter_account'),
      need(v.password, 'enter_password'),
      again(v.password, v.repassword),
      !v.agree && { key: 'agree_required' },
    ) ?? bySchema(api.user.register.body, { ...v, agree: '1' })
  );
}

export function validatePassword(v: { oldpassword: string; password: string; repassword: string }) {
  return (
    first(
      need(v.oldpassword, 'enter_current_password'),
      need(v.password, 'enter_new_password'),
      again(v.password, v.repassword),
    ) ?? bySchema(api.user.password.body, v)
  );
}

export function validateMpassword(
  v: { oldpassword: string; password: string; repassword: string },
  isSet: boolean,
) {
  return (
    first(
      isSet && need(v.oldpassword, 'enter_current_password'),
      need(v.password, 'enter_new_password'),
      again(v.password, v.repassword),
    ) ?? bySchema(api.user.mpassword.body, v)
  );
}

export function validateFindpwd(v: { username: string; code: string; password: string; repassword: string }) {
  return (
    first(
      need(v.username, 'enter_account'),
      !v.code.trim() && { key: 'please_enter', params: { name: 'field_code' } },
      need(v.password, 'enter_new_password'),
      again(v.password, v.repassword),
    ) ?? bySchema(api.user.findpwd.body, v)
  );
}
