import type { z } from 'zod';
import type { ErrorCodeValue } from './errors.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call of the API: everything a server, a client or the drift checker needs to know about it. */
export interface Endpoint {
  method: Method;
  /** Path relative to `/api/v1/`, as the upstream spells it. */
  path: string;
  summary: string;
  /** Needs `Authorization: Bearer <token>`. */
  auth: boolean;
  /** Listed in the upstream's call table (spec section 7); false for calls designed here. */
  upstream: boolean;
  query?: z.ZodObject;
  /** Form-encoded or JSON body. */
  body?: z.ZodObject;
  /** Multipart upload; `body` then describes the non-file fields. */
  multipart?: { field: string; maxBytes: number; types: readonly string[] };
  /** Schema of the envelope's `data` on success. */
  data: z.ZodType;
  /** Moves money: a restricted account (status 0) is refused with `restricted`. */
  movesMoney?: true;
  /** Codes this call may answer with besides 0 (401 is implied by `auth`). */
  errors: readonly ErrorCodeValue[];
}

export const endpoint = <const T extends Endpoint>(def: T): T => def;

export type Query<E extends Endpoint> = E['query'] extends z.ZodObject ? z.input<E['query']> : undefined;
export type Body<E extends Endpoint> = E['body'] extends z.ZodObject ? z.input<E['body']> : undefined;
export type Data<E extends Endpoint> = z.output<E['data']>;
