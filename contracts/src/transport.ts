import type { Endpoint } from './endpoint.ts';
import { ErrorCode, type ErrorCodeValue } from './errors.ts';

/**
 * Answers that come from the HTTP layer rather than a call's handler, and so hold for whole kinds of
 * calls: the published documents and the conformance test read them from here. A code listed with a
 * status other than 200 leaves the call's 200 error envelope; `appliesTo` says which calls can get it.
 */
export interface TransportAnswer {
  status: number;
  code: ErrorCodeValue;
  description: string;
  appliesTo: (e: Endpoint) => boolean;
}

/** Calls whose body the server reads: a malformed, oversized or mistyped body is refused before the handler. */
export const readsBody = (e: Endpoint): boolean => e.method !== 'GET';

export const transportAnswers: readonly TransportAnswer[] = [
  {
    status: 200,
    code: ErrorCode.invalidInput,
    description: 'The body cannot be read (malformed JSON or form, or larger than the server accepts)',
    appliesTo: readsBody,
  },
  {
    status: 401,
    code: ErrorCode.unauthorized,
    description: 'Session missing, expired or revoked: log in again',
    appliesTo: (e) => e.auth,
  },
  {
    status: 415,
    code: ErrorCode.invalidInput,
    description: 'The body has a content type other than form, JSON or multipart',
    appliesTo: readsBody,
  },
  {
    status: 429,
    code: ErrorCode.rateLimited,
    description: 'Too many requests from this address (or, for uploads, this account): wait and try again',
    appliesTo: (e) => e.errors.includes(ErrorCode.rateLimited),
  },
  {
    status: 500,
    code: ErrorCode.serverError,
    description: 'Unexpected server fault',
    appliesTo: () => true,
  },
];

/** Codes the HTTP layer sends only with another status (401, 429, 500): never inside a 200 answer. */
const notAt200 = new Set<number>(
  transportAnswers
    .filter((a) => a.status !== 200 && !transportAnswers.some((b) => b.status === 200 && b.code === a.code))
    .map((a) => a.code),
);

/** Codes a call answers at HTTP 200 besides 0: its declared errors and the 200 transport answers. */
export function businessCodes(e: Endpoint): ErrorCodeValue[] {
  const codes = new Set<ErrorCodeValue>(e.errors.filter((c) => !notAt200.has(c)));
  for (const a of transportAnswers) if (a.status === 200 && a.appliesTo(e)) codes.add(a.code);
  return [...codes].sort((a, b) => a - b);
}

/** The non-200 answers a call can get. */
export const httpAnswers = (e: Endpoint): TransportAnswer[] =>
  transportAnswers.filter((a) => a.status !== 200 && a.appliesTo(e));
