import { z } from 'zod';

/** Every response: `{ code, msg, data }`; `code` 0 is success and `msg` is in the request's language. */
export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.literal(0), msg: z.string(), data });

export const errorEnvelope = z.object({
  code: z
    .number()
    .int()
    .refine((c) => c !== 0),
  msg: z.string(),
  data: z.unknown(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** Page request accepted by every list call. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** A page of results. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
  });

/** The envelope of a refusal with one of `codes`: `data` is always null. */
export const failEnvelope = (codes: readonly [number, ...number[]], description: string) =>
  z.object({ code: z.literal(codes).meta({ description }), msg: z.string(), data: z.null() });
