import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ErrorCode } from '../errors.ts';
import { epochMs } from '../money.ts';

/** 0 Uncertified, 1 Under review, 2 Approved, 3 Declined. */
export const realnameStatus = z.number().int().min(0).max(3);

export const kyc = {
  realnameAuth: endpoint({
    method: 'POST',
    path: 'user/realnameAuth',
    summary: 'Submit real-name verification: name, ID number, front and back photos (upload ids)',
    auth: true,
    upstream: true,
    body: z.object({
      name: z.string().trim().min(1, { error: 'realname_required' }).max(64),
      idcard: z.string().trim().min(1, { error: 'idcard_required' }).max(32),
      front: z.string().min(1, { error: 'front_required' }),
      contrary: z.string().min(1, { error: 'contrary_required' }),
    }),
    data: z.object({ status: realnameStatus }),
    errors: [ErrorCode.invalidInput, ErrorCode.conflict],
  }),
  getRealnameAuth: endpoint({
    method: 'GET',
    path: 'user/getRealnameAuth',
    summary: 'Verification state and what was submitted (ID number masked)',
    auth: true,
    upstream: true,
    data: z.object({
      status: realnameStatus,
      name: z.string().nullable(),
      idcard: z.string().nullable(),
      reason: z.string().nullable(),
      submitted_at: epochMs.nullable(),
    }),
    errors: [],
  }),
};
