// The replayed requests of the Prism conformance test (server/src/conformance.test.ts): their shape,
// the state they pass along, and the fixtures they share.
import { ErrorCode } from '@app/contracts';
import { tinyPng } from '../tiny-png.ts';

/** One replayed request: a call, its input, and the answer the server must give. */
export interface Case {
  call: string;
  input?: (s: State) => Record<string, string | number>;
  token?: 'none' | 'user';
  contentType?: string;
  file?: { bytes: Uint8Array; type: string };
  expect: number;
  /** Sent straight to the server, not through Prism (see `notProvoked`). */
  direct?: boolean;
  /** Refused for a reason JSON Schema cannot state (content, equality of two fields, state). */
  semantic?: string;
}

export interface State {
  token: string;
  productId: number;
  seconds: number;
  min: string;
  fileId: number;
  /** Every upload so far, oldest first (the real-name cases use two). */
  uploads: string[];
  noticeId: number;
  /** The recovery code, returned in demo mode. */
  code: string;
  earnOrderId: number;
  /** The exchange quote last given. */
  quoteId: string;
}

// A 1×1 PNG: the smallest real image for the upload call (the uploader decodes it).
export const png = Uint8Array.from(tinyPng);
export const user = { username: 'prism001', password: 'Zq9-secret123' };
export const signup = { ...user, repassword: user.password, agree: '1' };
export const card = { bank_name: 'Demo Bank', card_number: '6222020000001234567', holder_name: 'Pat Payer' };
export const cashOut = (amount: string) => ({ asset: 'money', amount, mpassword: '123456' });

/** One more real image, for the real-name cases (straight to the server, as the first upload). */
export const photo: Case = {
  call: 'common.uploader',
  token: 'user',
  file: { bytes: png, type: 'image/png' },
  expect: 0,
  direct: true,
};
export const { invalidInput: bad, notFound, wrongPassword, conflict, outOfRange } = ErrorCode;
