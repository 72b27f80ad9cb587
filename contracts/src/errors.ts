/**
 * The error-code catalogue. Client-side codes come from the spec (section 8); server codes are ours,
 * returned with HTTP 200 inside the envelope, except 401 (session gone).
 */
export const ErrorCode = {
  ok: 0,
  // Generic codes of the spec's base layer.
  actionSheetCancel: 4,
  timeout: 5,
  socketNotOpen: 10002,
  abort: 600003,
  socketCreate: 600009,
  uploadNetwork: 602001,
  // Request-layer codes of the spec.
  requestTaskNotFound: 901404,
  requestTimeout: 900408,
  requestFailed: 900500,
  // Session gone: the only error that is not HTTP 200.
  unauthorized: 401,
  // Server domain codes.
  invalidInput: 1000,
  insufficientBalance: 1001,
  notFound: 1002,
  closed: 1003,
  conflict: 1004,
  wrongPassword: 1005,
  rateLimited: 1006,
  forbidden: 1007,
  outOfRange: 1008,
  notAllowedNow: 1009,
  /** The account is restricted (status 0): calls that move money are refused. */
  restricted: 1010,
  serverError: 1500,
} as const;
export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];
