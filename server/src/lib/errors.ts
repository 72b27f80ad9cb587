import { ErrorCode, type ErrorCodeValue, type MessageKey } from '@app/contracts';

/** A failure the client should see: an envelope code and a translated message. Changes nothing. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCodeValue,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly status = code === ErrorCode.unauthorized ? 401 : 200,
    /** What the envelope's `data` carries; null except for a contract's `refusalData`. */
    readonly data: unknown = null,
  ) {
    super(key);
  }
}

export const fail = {
  invalid: (key: MessageKey, params?: Record<string, string | number>) =>
    new AppError(ErrorCode.invalidInput, key, params),
  unauthorized: () => new AppError(ErrorCode.unauthorized, 'offline'),
  notFound: (key: MessageKey = 'not_found') => new AppError(ErrorCode.notFound, key),
  restricted: () => new AppError(ErrorCode.restricted, 'access_restricted'),
  insufficient: () => new AppError(ErrorCode.insufficientBalance, 'insufficient_balance'),
};
