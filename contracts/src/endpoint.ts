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
  /** A refusal whose `data` is not null: its code (one of `errors`) and what it carries. */
  refusalData?: { code: ErrorCodeValue; data: z.ZodType; description: string };
}

export const endpoint = <const T extends Endpoint>(def: T): T => def;

/**
 * What a client sends for a schema: its input type, except that coerced fields (whose input zod types as
 * `unknown`) take their output type, so `id: 'x'` fails typecheck where the wire would carry a number.
 */
export type ClientInput<S extends z.ZodObject> = {
  [K in keyof z.input<S>]: unknown extends z.input<S>[K]
    ? K extends keyof z.output<S>
      ? z.output<S>[K]
      : never
    : z.input<S>[K];
};
export type Query<E extends Endpoint> = E['query'] extends z.ZodObject ? ClientInput<E['query']> : undefined;
export type Body<E extends Endpoint> = E['body'] extends z.ZodObject ? ClientInput<E['body']> : undefined;
/** The parsed (server-side) input of a call: defaults applied, coerced fields converted. */
export type ParsedQuery<E extends Endpoint> = E['query'] extends z.ZodObject
  ? z.output<E['query']>
  : undefined;
export type ParsedBody<E extends Endpoint> = E['body'] extends z.ZodObject ? z.output<E['body']> : undefined;
export type Data<E extends Endpoint> = z.output<E['data']>;
