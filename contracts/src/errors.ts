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

/** What each code means, as the published documents (OpenAPI, AsyncAPI) describe it. */
export const errorMeaning: Record<ErrorCodeName, string> = {
  ok: 'Success',
  actionSheetCancel: 'Client only: the user closed an action sheet',
  timeout: 'Client only: the operation timed out',
  socketNotOpen: 'Client only: the websocket is not open',
  abort: 'Client only: the request was aborted',
  socketCreate: 'Client only: the websocket could not be created',
  uploadNetwork: 'Client only: the upload failed on the network',
  requestTaskNotFound: 'Client only: the request task was not found',
  requestTimeout: 'Client only: the request timed out',
  requestFailed: 'Client only: the request failed',
  unauthorized: 'Session missing, expired or revoked: log in again (sent with HTTP 401)',
  invalidInput: 'Invalid input: a field is missing or wrong, or the body cannot be read; msg names it',
  insufficientBalance: 'Insufficient available balance',
  notFound: 'The requested item does not exist',
  closed: 'The service is closed (for example recharge or withdrawal switched off)',
  conflict: 'Already exists or already done (for example the username is taken)',
  wrongPassword: 'Wrong password, fund password or code',
  rateLimited: 'Too many requests: wait and try again (sent with HTTP 429)',
  forbidden: 'Not allowed for this account',
  outOfRange: 'An amount or count is outside the allowed range',
  notAllowedNow: 'Not allowed at this time (for example outside the withdrawal window)',
  restricted: 'The account is restricted (status 0): calls that move money are refused',
  serverError: 'Unexpected server error (sent with HTTP 500)',
};

const codeNames = new Map(
  Object.entries(ErrorCode).map(([name, code]) => [code as number, name as ErrorCodeName]),
);

/** The meaning of a code, for documents; codes outside the catalogue have none. */
export const meaningOf = (code: number): string => {
  const name = codeNames.get(code);
  return name ? errorMeaning[name] : 'Unknown code';
};
