import { z } from 'zod';
import { accountLimits } from '../account-rules.ts';
import { endpoint } from '../endpoint.ts';
import { ErrorCode } from '../errors.ts';
import { epochMs } from '../money.ts';
import { balance } from './wallet.shapes.ts';

export const memberLevels = ['Ordinary', 'Junior', 'Intermediate', 'Premium'] as const;

// Built from the zod-free rules' limits, so a form checked with `accountRules` agrees (account-rules.test.ts).
const limits = accountLimits;
export const username = z
  .string()
  .trim()
  .min(limits.username.min, { error: 'username_length' })
  .max(limits.username.max, { error: 'username_length' })
  .regex(limits.username.chars, { error: 'username_chars' });
export const password = z
  .string()
  .min(limits.password.min, { error: 'password_length' })
  .max(limits.password.max, { error: 'password_length' });
/** Fund (payment) password: six digits, entered on a PIN pad. */
export const fundPassword = z.string().regex(limits.fundPassword, { error: 'fund_password_format' });
/** The password-recovery code. The server names the field: `please_enter` or `invalid_field` with `code`. */
export const recoveryCode = z
  .string()
  .min(1, { error: 'please_enter' })
  .regex(limits.recoveryCode, { error: 'invalid_field' });
/** An optional invite code: `invalid_field` naming `invite_code` when too long. */
export const inviteCode = z.string().trim().max(limits.inviteCode.max, { error: 'invalid_field' });

/** User as the upstream labels it (spec section 3). `status` 0 means restricted. */
export const user = z.object({
  uid: z.number().int(),
  username: z.string(),
  status: z.number().int().meta({ description: '1 active, 0 restricted' }),
  level: z.enum(memberLevels),
  credits: z.number().int(),
  integral: z.number().int(),
  balance: z.string().meta({ description: 'Available USDT, decimal string' }),
  invite_code: z.string(),
  last_login_time: epochMs.nullable(),
  login_time: epochMs.nullable(),
});
export type User = z.infer<typeof user>;

export const session = z.object({ user, token: z.string() });

/** The two passwords must match; the message lands on `repassword`. */
const confirmed = <T extends z.ZodObject<{ password: z.ZodType<string>; repassword: z.ZodType<string> }>>(
  s: T,
) => s.refine((v) => v.password === v.repassword, { error: 'passwords_inconsistent', path: ['repassword'] });

export const account = {
  register: endpoint({
    method: 'POST',
    path: 'user/register',
    summary: 'Create an account (demo mode credits demo funds) and log in',
    auth: false,
    upstream: true,
    body: confirmed(
      z.object({
        username,
        password,
        repassword: z.string(),
        invite_code: inviteCode.optional(),
        agree: z
          .enum(['1', 'true', 'on'], { error: 'agree_required' })
          .meta({ description: 'Agreement to the user agreement and privacy policy' }),
      }),
    ),
    data: session,
    errors: [ErrorCode.invalidInput, ErrorCode.conflict, ErrorCode.rateLimited],
  }),
  login: endpoint({
    method: 'POST',
    path: 'user/login',
    summary: 'Log in with username and password',
    auth: false,
    upstream: true,
    body: z.object({ username: z.string().trim().min(1), password: z.string().min(1) }),
    data: session,
    errors: [ErrorCode.invalidInput, ErrorCode.wrongPassword, ErrorCode.rateLimited],
  }),
  logout: endpoint({
    method: 'POST',
    path: 'user/logout',
    summary: 'Revoke the current token',
    auth: true,
    upstream: true,
    data: z.null(),
    errors: [],
  }),
  password: endpoint({
    method: 'POST',
    path: 'user/password',
    summary:
      'Change the login password; other sessions are revoked. Wrong old passwords count with the logins ' +
      '(5, then a growing lock)',
    auth: true,
    upstream: true,
    body: confirmed(z.object({ oldpassword: z.string().min(1), password, repassword: z.string() })),
    data: z.null(),
    errors: [ErrorCode.invalidInput, ErrorCode.wrongPassword, ErrorCode.rateLimited],
  }),
  mpassword: endpoint({
    method: 'POST',
    path: 'user/mpassword',
    summary:
      'Set or change the fund (payment) password; oldpassword is required once one is set. Wrong ones ' +
      'count with those of withdraw and card change (5, then a growing lock)',
    auth: true,
    upstream: true,
    body: confirmed(
      z.object({ oldpassword: z.string().optional(), password: fundPassword, repassword: z.string() }),
    ),
    data: z.null(),
    errors: [ErrorCode.invalidInput, ErrorCode.wrongPassword, ErrorCode.rateLimited],
  }),
  isUsedMpwd: endpoint({
    method: 'GET',
    path: 'user/isUsedMpwd',
    summary: 'Whether a fund password is set',
    auth: true,
    upstream: true,
    data: z.object({ used: z.boolean() }),
    errors: [],
  }),
  home: endpoint({
    method: 'GET',
    path: 'user/home',
    summary: 'The profile: user, balances, verification state',
    auth: true,
    upstream: true,
    data: z.object({
      user,
      balance,
      realname_status: z
        .number()
        .int()
        .meta({ description: '0 Uncertified, 1 Under review, 2 Approved, 3 Declined' }),
      mpwd_set: z.boolean(),
    }),
    errors: [],
  }),
  getMyQrcode: endpoint({
    method: 'GET',
    path: 'user/getMyQrcode',
    summary: 'Invite code, link and QR code',
    auth: true,
    upstream: true,
    data: z.object({
      invite_code: z.string(),
      link: z.string(),
      qrcode: z.string().meta({ description: 'SVG data URL of the link' }),
    }),
    errors: [],
  }),
  findpwdCode: endpoint({
    method: 'POST',
    path: 'user/findpwdCode',
    summary:
      'Start password recovery: issues a 6-digit code valid for 10 min (not in the upstream table). ' +
      'The reference server delivers it to its log, and in demo mode also in data.demo_code.',
    auth: false,
    upstream: false,
    body: z.object({ username: z.string().trim().min(1) }),
    data: z.object({ expires_at: epochMs, demo_code: z.string().optional() }),
    errors: [ErrorCode.invalidInput, ErrorCode.rateLimited],
  }),
  findpwd: endpoint({
    method: 'POST',
    path: 'user/findpwd',
    summary: 'Finish password recovery with the code; every session is revoked (not in the upstream table)',
    auth: false,
    upstream: false,
    body: confirmed(
      z.object({
        username: z.string().trim().min(1),
        code: recoveryCode,
        password,
        repassword: z.string(),
      }),
    ),
    data: z.null(),
    errors: [ErrorCode.invalidInput, ErrorCode.wrongPassword, ErrorCode.rateLimited],
  }),
};
