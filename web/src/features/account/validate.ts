import { accountRules, type MessageKey, type RuleMessage } from '@app/contracts';
import type { ParseKeysWithoutVariables } from 'i18next';

/** A shared message key (spec section 5) that `t()` takes without parameters. */
type PlainKey = MessageKey & ParseKeysWithoutVariables;

/** A message to show: a plain key, or one that names a field (itself a key, translated too). */
export type Problem =
  | { key: PlainKey }
  | { key: 'please_enter' | 'invalid_field'; params: { name: PlainKey } };

const first = (...checks: Array<Problem | false | undefined>) => checks.find(Boolean) || undefined;
const need = (value: string | undefined, key: PlainKey): Problem | false => !value?.trim() && { key };

/**
 * The contract's own rules (lengths, formats) once the presence checks pass, checked with the contracts'
 * zod-free `accountRules` (the same limits the schemas are built from, so no zod loads with the guest
 * forms: docs/perf/size.md). A message that names its field gets the field's name.
 */
function rule(message: RuleMessage | undefined, name: PlainKey): Problem | undefined {
  if (!message) return undefined;
  if (message === 'please_enter' || message === 'invalid_field') return { key: message, params: { name } };
  return { key: message };
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
  invite_code?: string;
  agree: boolean;
}) {
  return (
    first(
      need(v.username, 'enter_account'),
      need(v.password, 'enter_password'),
      again(v.password, v.repassword),
      !v.agree && { key: 'agree_required' },
    ) ??
    first(
      rule(accountRules.username(v.username), 'field_username'),
      rule(accountRules.password(v.password), 'field_password'),
      rule(accountRules.inviteCode(v.invite_code ?? ''), 'field_invite_code'),
    )
  );
}

export function validatePassword(v: { oldpassword: string; password: string; repassword: string }) {
  return (
    first(
      need(v.oldpassword, 'enter_current_password'),
      need(v.password, 'enter_new_password'),
      again(v.password, v.repassword),
    ) ?? rule(accountRules.password(v.password), 'field_password')
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
    ) ?? rule(accountRules.fundPassword(v.password), 'field_mpassword')
  );
}

export function validateFindpwd(v: { username: string; code: string; password: string; repassword: string }) {
  return (
    first(
      need(v.username, 'enter_account'),
      !v.code.trim() && { key: 'please_enter', params: { name: 'field_code' } },
      need(v.password, 'enter_new_password'),
      again(v.password, v.repassword),
    ) ??
    first(
      rule(accountRules.recoveryCode(v.code), 'field_code'),
      rule(accountRules.password(v.password), 'field_password'),
    )
  );
}
