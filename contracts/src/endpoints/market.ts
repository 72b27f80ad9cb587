import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { ErrorCode } from '../errors.ts';
import { intervals } from '../intervals.ts';
import { decimal, epochMs } from '../money.ts';

export { type Interval, intervalMs, intervals } from '../intervals.ts';
export const interval = z.enum(intervals);

export const symbol = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,12}USDT$/, { error: 'invalid_symbol' })
  .meta({ example: 'BTCUSDT' });

/** Last price and 24h statistics of one symbol. */
export const ticker = z.object({
  symbol: z.string(),
  base: z.string().meta({ example: 'BTC' }),
  quote: z.string().meta({ example: 'USDT' }),
  last: decimal,
  open: decimal.meta({ description: 'Price 24h ago' }),
  high: decimal,
  low: decimal,
  change: decimal.meta({ description: 'Percent change over 24h' }),
  volume: decimal.meta({ description: '24h volume in the base asset' }),
  turnover: decimal.meta({ description: '24h turnover in USDT' }),
  time: epochMs.meta({ description: 'Time of the last tick' }),
});
export type Ticker = z.infer<typeof ticker>;

/** One candle; `time` is the bar's open time. */
export const candle = z.object({
  time: epochMs,
  open: decimal,
  high: decimal,
  low: decimal,
  close: decimal,
  volume: decimal,
});
export type Candle = z.infer<typeof candle>;

export const market = {
  list: endpoint({
    method: 'GET',
    path: 'market/list',
    summary:
      'Every symbol with 24h stats; sort=gainers (top gainers) or turnover (turnover list) (not in the upstream table)',
    auth: false,
    upstream: false,
    query: z.object({
      sort: z.enum(['symbol', 'gainers', 'turnover']).default('symbol'),
      q: z.string().trim().max(20).optional(),
    }),
    data: z.array(ticker),
    errors: [ErrorCode.invalidInput],
  }),
  ticker: endpoint({
    method: 'GET',
    path: 'market/ticker',
    summary: 'Last price and 24h stats of one symbol (not in the upstream table)',
    auth: false,
    upstream: false,
    query: z.object({ symbol }),
    data: ticker,
    errors: [ErrorCode.invalidInput, ErrorCode.notFound],
  }),
  kline: endpoint({
    method: 'GET',
    path: 'market/kline',
    summary:
      'Candles of a symbol and interval, oldest first, ending at `to` (default now) (not in the upstream table)',
    auth: false,
    upstream: false,
    query: z.object({
      symbol,
      interval,
      to: z.coerce
        .number({ error: 'kline_to_invalid' })
        .int({ error: 'kline_to_invalid' })
        .nonnegative({ error: 'kline_to_invalid' })
        .optional(),
      limit: z.coerce.number().int().min(1).max(1000).default(300),
    }),
    data: z.array(candle),
    errors: [ErrorCode.invalidInput, ErrorCode.notFound],
  }),
};
