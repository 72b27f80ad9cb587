import { z } from 'zod';
import { accountLimits } from './account-rules.ts';
import type { Endpoint } from './endpoint.ts';
import { ErrorCode, type ErrorCodeValue } from './errors.ts';
import type { MessageKey } from './messages/en-US.ts';

/**
 * Answer control (issue #27 item 3): make a call answer one of the refusals its contract declares, so every
 * error path of the app can be shown on purpose. Only HTTP refusals of declared codes: the handler never
 * runs, so nothing changes, and no price, order result or settlement can be chosen this way.
 */

/** `X-Force-Refusal: 1001` (or the code's name, `insufficientBalance`): this request only, with the developer token. */
export const forceRefusalHeader = 'x-force-refusal';
/** Set on an answer that was forced, with its code, so a client (and the journal) can tell it from a real one. */
export const forcedRefusalHeader = 'x-refusal-forced';

/** The message a forced refusal carries: one without placeholders per code, shown as a real refusal would be. */
export const refusalMessage: ReadonlyMap<number, MessageKey> = new Map<ErrorCodeValue, MessageKey>([
  [ErrorCode.unauthorized, 'offline'],
  [ErrorCode.invalidInput, 'invalid_body'],
  [ErrorCode.insufficientBalance, 'insufficient_balance'],
  [ErrorCode.notFound, 'not_found'],
  [ErrorCode.closed, 'service_closed'],
  [ErrorCode.conflict, 'already_done'],
  [ErrorCode.wrongPassword, 'wrong_password'],
  [ErrorCode.rateLimited, 'too_many_requests'],
  [ErrorCode.forbidden, 'forbidden'],
  [ErrorCode.outOfRange, 'out_of_range'],
  [ErrorCode.notAllowedNow, 'not_allowed_now'],
  [ErrorCode.restricted, 'access_restricted'],
]);

/** HTTP status of a forced refusal: as the real one is sent (401 and 429 are not HTTP 200). */
export const refusalStatus = (code: number): number =>
  code === ErrorCode.unauthorized ? 401 : code === ErrorCode.rateLimited ? 429 : 200;

/**
 * The codes a call can be forced to answer: those its contract lists, and 401 when it needs a session.
 * A code whose refusal carries data (`refusalData`) is left out: only the real call can give that data.
 */
export function forcibleCodes(e: Endpoint): number[] {
  const listed: number[] = [...(e.auth ? [ErrorCode.unauthorized] : []), ...e.errors];
  return [...new Set(listed)].filter((code) => code !== e.refusalData?.code);
}

const codeByName = new Map<string, number>(Object.entries(ErrorCode));
/** A header or CLI value: a code (`1001`) or its name (`insufficientBalance`); NaN when it is neither. */
export function parseRefusalCode(text: string): number {
  const trimmed = text.trim();
  if (/^\d{1,7}$/.test(trimmed)) return Number(trimmed);
  return codeByName.get(trimmed) ?? Number.NaN;
}

/** One standing rule: `call` (as `user.buy`) answers `code`, for everybody in this world or for one user. */
export const refusalRule = z.object({
  call: z.string().min(1).max(80),
  code: z.number().int(),
  user: z.string().min(1).max(64).optional(),
});
export type RefusalRule = z.infer<typeof refusalRule>;

export const refusalState = z.object({
  rules: z.array(refusalRule),
  /** Every call with the codes it can be forced to answer. */
  calls: z.array(
    z.object({ call: z.string(), method: z.string(), path: z.string(), codes: z.array(z.number().int()) }),
  ),
  /** What each of those codes means (errors.ts), for a console to label them. */
  meanings: z.record(z.string(), z.string()),
});
export type RefusalState = z.infer<typeof refusalState>;

/** Accounts a front-end developer or a demo needs, made in one step through the real services. */
export const presetNames = [
  'empty-account',
  'long-history',
  'pending-reviews',
  'restricted-account',
] as const;
export const presetName = z.enum(presetNames);
export type PresetName = z.infer<typeof presetName>;
export const presetSummaries: Readonly<Record<PresetName, string>> = {
  'empty-account': 'A new account with no money, unverified',
  'long-history': 'A funded account with hundreds of orders, Earn orders, exchanges and ledger entries',
  'pending-reviews':
    'An account with a real-name verification, a recharge and a withdrawal waiting for review',
  'restricted-account': 'A funded account that is restricted (status 0): calls that move money are refused',
};
export const presetRequest = z.object({
  name: presetName,
  /** The new account's username (a fresh one is made when absent); it must not be taken. */
  user: z
    .string()
    .min(accountLimits.username.min)
    .max(accountLimits.username.max)
    .regex(accountLimits.username.chars, { error: 'letters, digits and _ @ . + - only' })
    .optional(),
});
export const presetResult = z.object({
  username: z.string(),
  password: z.string(),
  /** What was made, in a line per kind. */
  out: z.string(),
});
export type PresetResult = z.infer<typeof presetResult>;
