// The account fields' rules, defined once, without zod: the schemas of endpoints/account.ts are built
// from `accountLimits`, and a client checks its forms with `accountRules` (the web's login, register and
// find-password screens, which must not load zod: DESIGN §7). account-rules.test.ts proves that each check
// gives exactly the message its schema gives, for the same values.
import type { MessageKey } from './messages/en-US.ts';

export const accountLimits = {
  /** Trimmed first; letters, digits and `_ @ . + -`. */
  username: { min: 4, max: 32, chars: /^[A-Za-z0-9_@.+-]+$/ },
  password: { min: 6, max: 64 },
  /** The fund (payment) password: six digits, entered on a PIN pad. */
  fundPassword: /^\d{6}$/,
  /** The password-recovery code (user/findpwdCode): six digits. */
  recoveryCode: /^\d{6}$/,
  /** Trimmed first. */
  inviteCode: { max: 16 },
} as const;

/** A rule's message: a key of the shared catalogue (`please_enter` and `invalid_field` name the field). */
export type RuleMessage = Extract<
  MessageKey,
  | 'username_length'
  | 'username_chars'
  | 'password_length'
  | 'fund_password_format'
  | 'please_enter'
  | 'invalid_field'
>;

/** Lengths in Unicode code points, as zod counts them (an emoji is one, not two UTF-16 units). */
const within = (text: string, limits: { min?: number; max: number }) => {
  const length = [...text].length;
  return length >= (limits.min ?? 0) && length <= limits.max;
};

/** Each rule's message for a value its schema refuses; undefined when the schema accepts it. */
export const accountRules = {
  username(value: string): RuleMessage | undefined {
    const text = value.trim();
    if (!within(text, accountLimits.username)) return 'username_length';
    return accountLimits.username.chars.test(text) ? undefined : 'username_chars';
  },
  password: (value: string): RuleMessage | undefined =>
    within(value, accountLimits.password) ? undefined : 'password_length',
  fundPassword: (value: string): RuleMessage | undefined =>
    accountLimits.fundPassword.test(value) ? undefined : 'fund_password_format',
  recoveryCode(value: string): RuleMessage | undefined {
    if (!value) return 'please_enter';
    return accountLimits.recoveryCode.test(value) ? undefined : 'invalid_field';
  },
  inviteCode: (value: string): RuleMessage | undefined =>
    within(value.trim(), accountLimits.inviteCode) ? undefined : 'invalid_field',
};
