import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import { ErrorCode } from '../errors.ts';
import { amount, decimal, epochMs } from '../money.ts';
import { symbol, ticker } from './market.ts';
import { idempotencyKey } from './wallet.ts';

/** A trading period of a product: seconds to expiry, payout ratio on a win, and the stake range. */
export const period = z.object({
  seconds: z.number().int().positive(),
  profit_ratio: decimal.meta({ description: 'Payout on a win as a fraction, e.g. 0.80' }),
  min: decimal,
  max: decimal,
});
export type Period = z.infer<typeof period>;

export const product = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  open: z.boolean(),
  periods: z.array(period),
  ticker: ticker.nullable(),
});

/** 'up' is buy more, 'down' is buy less. */
export const directions = ['up', 'down'] as const;
export const orderStatuses = ['trading', 'closed'] as const;
export const orderResults = ['win', 'loss', 'draw'] as const;
export const direction = z.enum(directions);
export const orderStatus = z.enum(orderStatuses);
export const orderResult = z.enum(orderResults);
export type Direction = z.infer<typeof direction>;
export type OrderStatus = z.infer<typeof orderStatus>;
export type OrderResult = z.infer<typeof orderResult>;

/** A timed order, with everything needed to recompute its result from recorded prices. */
export const order = z.object({
  id: z.number().int(),
  number: z.string().meta({ description: 'Order number shown to the user' }),
  symbol: z.string(),
  direction,
  amount: decimal.meta({ description: 'Quantity: the USDT stake' }),
  seconds: z.number().int(),
  profit_ratio: decimal,
  strike: decimal.meta({ description: 'Buy price: the last recorded tick when the order arrived' }),
  strike_time: epochMs,
  placed_at: epochMs,
  expires_at: epochMs.meta({ description: 'placed_at + seconds' }),
  status: orderStatus,
  close: decimal.nullable().meta({ description: 'Trade price: the tick recorded at expiry' }),
  close_time: epochMs.nullable(),
  result: orderResult.nullable(),
  profit: decimal.nullable().meta({ description: 'Profit and loss: +stake×ratio, -stake, or 0' }),
  payout: decimal.nullable(),
  estimated: decimal.meta({ description: 'Estimated profit on a win: stake × ratio' }),
});
export type Order = z.infer<typeof order>;

export const productCalls = {
  list: endpoint({
    method: 'GET',
    path: 'product/list',
    summary: 'Tradable products with their periods and tickers (not in the upstream table)',
    auth: false,
    upstream: false,
    data: z.array(product),
    errors: [],
  }),
  detail: endpoint({
    method: 'GET',
    path: 'product/detail',
    summary: 'One product by id or symbol (not in the upstream table)',
    auth: false,
    upstream: false,
    query: z.object({ id: z.coerce.number().int().positive().optional(), symbol: symbol.optional() }),
    data: product,
    errors: [ErrorCode.invalidInput, ErrorCode.notFound],
  }),
};

export const trade = {
  buy: endpoint({
    method: 'POST',
    path: 'user/buy',
    movesMoney: true,
    summary: 'Place a timed order; the strike is the server’s last recorded tick; the stake is locked',
    auth: true,
    upstream: true,
    body: z.object({
      product_id: z.coerce.number().int().positive(),
      direction,
      seconds: z.coerce.number().int().positive(),
      amount,
      idempotency_key: idempotencyKey,
    }),
    data: order,
    errors: [
      ErrorCode.restricted,
      ErrorCode.invalidInput,
      ErrorCode.notFound,
      ErrorCode.closed,
      ErrorCode.outOfRange,
      ErrorCode.insufficientBalance,
    ],
  }),
  orderList: endpoint({
    method: 'GET',
    path: 'user/orderList',
    summary: 'Order records, newest first, by status',
    auth: true,
    upstream: true,
    query: pageQuery.extend({ status: orderStatus.optional(), symbol: symbol.optional() }),
    data: page(order),
    errors: [ErrorCode.invalidInput],
  }),
  newOrderList: endpoint({
    method: 'GET',
    path: 'user/newOrderList',
    summary: 'Open positions, plus orders settled since `since` (what settled while the app was away)',
    auth: true,
    upstream: true,
    query: z.object({ since: z.coerce.number().int().nonnegative().optional() }),
    data: z.object({ trading: z.array(order), settled: z.array(order), server_time: epochMs }),
    errors: [ErrorCode.invalidInput],
  }),
};
