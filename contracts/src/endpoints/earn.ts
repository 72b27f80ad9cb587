import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import { ErrorCode } from '../errors.ts';
import { amount, decimal, epochMs } from '../money.ts';
import { idempotencyKey } from './wallet.ts';

export const earnProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  daily_rate: decimal.meta({ description: 'Daily interest rate, percent' }),
  rate: decimal.meta({ description: 'Interest rate over the cycle, percent' }),
  cycle_days: z.number().int(),
  min: decimal,
  max: decimal.meta({ description: 'Single limit' }),
  dividend_time: z.string().meta({ example: '00:00 UTC daily' }),
  custodian: z.string().meta({ description: 'Funds custodian' }),
  breach_rate: decimal.meta({ description: 'Early-redemption penalty, percent of principal' }),
});

/** Hosting, Settled, or Cancelled (shown as 'Redeemed'). */
export const earnOrderStatus = z.enum(['hosting', 'settled', 'cancelled']);

export const earnOrder = z.object({
  id: z.number().int(),
  product: earnProduct,
  principal: decimal,
  daily_income: decimal,
  earned: decimal,
  holding_days: z.number().int(),
  next_settlement: epochMs.nullable(),
  ends_at: epochMs,
  status: earnOrderStatus,
  penalty: decimal.meta({ description: 'Liquidated damages if redeemed now (or as charged)' }),
  refund: decimal.meta({ description: 'Refund amount if redeemed now (or as refunded)' }),
  created_at: epochMs,
});

export const earn = {
  list: endpoint({
    method: 'GET',
    path: 'earn/list',
    summary: 'Earn fixed-income products (not in the upstream table)',
    auth: false,
    upstream: false,
    data: z.array(earnProduct),
    errors: [],
  }),
  detail: endpoint({
    method: 'GET',
    path: 'earn/detail',
    summary: 'One Earn product (not in the upstream table)',
    auth: false,
    upstream: false,
    query: z.object({ id: z.coerce.number().int().positive() }),
    data: earnProduct,
    errors: [ErrorCode.invalidInput, ErrorCode.notFound],
  }),
  buy: endpoint({
    method: 'POST',
    path: 'earn/buy',
    movesMoney: true,
    summary: 'Subscribe: the USDT principal is locked (not in the upstream table)',
    auth: true,
    upstream: false,
    body: z.object({ id: z.coerce.number().int().positive(), amount, idempotency_key: idempotencyKey }),
    data: earnOrder,
    errors: [
      ErrorCode.restricted,
      ErrorCode.invalidInput,
      ErrorCode.notFound,
      ErrorCode.outOfRange,
      ErrorCode.insufficientBalance,
    ],
  }),
  orders: endpoint({
    method: 'GET',
    path: 'earn/orders',
    summary: 'My Earn orders (not in the upstream table)',
    auth: true,
    upstream: false,
    query: pageQuery.extend({ status: earnOrderStatus.optional() }),
    data: page(earnOrder),
    errors: [ErrorCode.invalidInput],
  }),
  order: endpoint({
    method: 'GET',
    path: 'earn/order',
    summary: 'One Earn order, with the early-redemption preview (not in the upstream table)',
    auth: true,
    upstream: false,
    query: z.object({ id: z.coerce.number().int().positive() }),
    data: earnOrder,
    errors: [ErrorCode.invalidInput, ErrorCode.notFound],
  }),
  redeem: endpoint({
    method: 'POST',
    path: 'earn/redeem',
    movesMoney: true,
    summary:
      'Redeem early: principal × breach rate is charged, the rest refunded (not in the upstream table)',
    auth: true,
    upstream: false,
    body: z.object({ id: z.coerce.number().int().positive(), idempotency_key: idempotencyKey }),
    data: earnOrder,
    errors: [ErrorCode.restricted, ErrorCode.invalidInput, ErrorCode.notFound, ErrorCode.notAllowedNow],
  }),
};
