import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import { ErrorCode } from '../errors.ts';
import { amount, decimal, epochMs } from '../money.ts';
import { idempotencyKey } from './wallet.ts';

/** The time of day interest is paid, UTC ("08:00"); on a demo server with shorter days, the same fraction of one. */
export const dividendTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
  .meta({ description: 'Dividend payment time of day, UTC, HH:mm', example: '08:00' });

export const earnProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  daily_rate: decimal.meta({ description: 'Daily interest rate, percent' }),
  rate: decimal.meta({ description: 'Interest rate over the cycle, percent' }),
  cycle_days: z.number().int(),
  min: decimal,
  max: decimal.meta({ description: 'Single limit' }),
  dividend_time: dividendTime,
  custodian: z.string().meta({ description: 'Funds custodian' }),
  breach_rate: decimal.meta({ description: 'Early-redemption penalty, percent of principal' }),
  open: z.boolean().meta({ description: 'Open for new subscriptions' }),
  day_seconds: z
    .number()
    .int()
    .positive()
    .meta({ description: 'Length of an Earn day in seconds: 86400, less on a demo server' }),
});
export type EarnProduct = z.infer<typeof earnProduct>;

/** Hosting, Settled, or Cancelled (shown as 'Redeemed'). */
export const earnOrderStatuses = ['hosting', 'settled', 'cancelled'] as const;
export const earnOrderStatus = z.enum(earnOrderStatuses);

export type EarnOrderStatus = z.infer<typeof earnOrderStatus>;

export const earnOrder = z.object({
  id: z.number().int(),
  product: earnProduct.meta({
    description: 'The product as it was when subscribed: its terms bind the order',
  }),
  principal: decimal,
  daily_income: decimal.meta({ description: 'principal × daily rate, rounded down to 0.000001 USDT' }),
  earned: decimal.meta({ description: 'Interest paid so far; an early redemption never takes it back' }),
  holding_days: z.number().int().meta({ description: 'Full days held and paid' }),
  starts_at: epochMs.meta({ description: 'Interest accrues from the first dividend time after subscribing' }),
  next_settlement: epochMs
    .nullable()
    .meta({ description: 'When the next interest is paid; null once ended' }),
  ends_at: epochMs.meta({ description: 'Maturity: the last interest and the principal are paid' }),
  ended_at: epochMs.nullable().meta({ description: 'When it was settled or redeemed' }),
  status: earnOrderStatus,
  redeemable: z.boolean().meta({ description: 'Hosting and before maturity: early redemption is open' }),
  penalty: decimal.meta({ description: 'Liquidated damages if redeemed now (or as charged)' }),
  refund: decimal.meta({ description: 'Refund amount if redeemed now (or as refunded)' }),
  created_at: epochMs,
});
export type EarnOrder = z.infer<typeof earnOrder>;

/** My holdings at a glance. */
export const earnSummary = z.object({
  principal: decimal.meta({ description: 'Principal of the orders hosting' }),
  earned: decimal.meta({ description: 'Interest ever paid to me by Earn' }),
  hosting: z.number().int().meta({ description: 'Orders hosting' }),
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
      ErrorCode.closed,
      ErrorCode.outOfRange,
      ErrorCode.insufficientBalance,
    ],
  }),
  summary: endpoint({
    method: 'GET',
    path: 'earn/summary',
    summary:
      'My Earn holdings: principal hosting, interest earned, orders hosting (not in the upstream table)',
    auth: true,
    upstream: false,
    data: earnSummary,
    errors: [],
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
