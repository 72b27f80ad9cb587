import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ErrorCode } from '../errors.ts';
import { epochMs } from '../money.ts';

/** 0 Uncertified, 1 Under review, 2 Approved, 3 Declined. */
export const realnameStatus = z.number().int().min(0).max(3);
/** The four states by name, so no side writes a bare number. */
export const RealnameStatus = { uncertified: 0, review: 1, approved: 2, declined: 3 } as const;
export type RealnameStatusValue = (typeof RealnameStatus)[keyof typeof RealnameStatus];

/** An ID photo: one of the owner's uploads (its URL answers only with the owner's token). */
export const idPhoto = z.object({ id: z.string(), url: z.string() });

/** The verification as its owner sees it: `user/getRealnameAuth` and the `realname` push carry it. */
export const realnameView = z.object({
  status: realnameStatus,
  name: z.string().nullable(),
  idcard: z.string().nullable().meta({ description: 'Masked: first and last two characters' }),
  front: idPhoto.nullable(),
  contrary: idPhoto.nullable(),
  reason: z.string().nullable().meta({ description: 'Why it was declined (status 3)' }),
  submitted_at: epochMs.nullable(),
  reviewed_at: epochMs.nullable(),
});
export type RealnameView = z.infer<typeof realnameView>;

/** Letters, digits and dashes: passports, national ID numbers, residence permits. */
export const idcardNumber = z
  .string()
  .trim()
  .max(32, { error: 'invalid_field' })
  .regex(/^$|^[A-Za-z0-9-]{4,32}$/, { error: 'invalid_field' });

export const kyc = {
  realnameAuth: endpoint({
    method: 'POST',
    path: 'user/realnameAuth',
    summary:
      'Submit real-name verification: name, ID number, front and back photos (upload ids). After a ' +
      'decline, an empty or absent field keeps what was submitted before, so one side can be retaken',
    auth: true,
    upstream: true,
    body: z.object({
      name: z.string().trim().max(64, { error: 'invalid_field' }).optional(),
      idcard: idcardNumber.optional(),
      front: z.string().max(64, { error: 'upload_valid_certificate' }).optional(),
      contrary: z.string().max(64, { error: 'upload_valid_certificate' }).optional(),
    }),
    data: realnameView,
    errors: [ErrorCode.invalidInput, ErrorCode.conflict],
  }),
  getRealnameAuth: endpoint({
    method: 'GET',
    path: 'user/getRealnameAuth',
    summary: 'Verification state and what was submitted (ID number masked)',
    auth: true,
    upstream: true,
    data: realnameView,
    errors: [],
  }),
};
