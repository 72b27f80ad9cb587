import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import { ErrorCode } from '../errors.ts';
import { epochMs } from '../money.ts';

/** Someone who registered with this user's invite code; the name is masked (`de***o`). */
export const invitee = z.object({
  username: z.string().meta({ description: 'Masked: first two and last characters kept' }),
  created_at: epochMs,
});

export const invite = {
  inviteList: endpoint({
    method: 'GET',
    path: 'user/inviteList',
    summary: 'The people this user invited, newest first; total is their count (not in the upstream table)',
    auth: true,
    upstream: false,
    query: pageQuery,
    data: page(invitee),
    errors: [ErrorCode.invalidInput],
  }),
};
