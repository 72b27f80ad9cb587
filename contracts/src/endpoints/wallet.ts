import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { page, pageQuery } from '../envelope.ts';
import { ErrorCode } from '../errors.ts';
import { amount, asset, decimal, epochMs } from '../money.ts';
import { balance, ledgerEntry, ledgerKind } from './wallet.shapes.ts';

const idempotencyKey = z.string().trim().min(8).max(64).optional().meta({
  description: 'A repeat with the same key returns the first result',
});
export const exchangeRecord = z.object({
  id: z.number().int(),
  from: asset,
  to: asset,
  amount: decimal,
  rate: decimal,
  fee: decimal.meta({ description: 'In `from`, taken from the amount' }),
  received: decimal.meta({ description: 'Credited in `to`: (amount - fee) at the rate, rounded down' }),
  created_at: epochMs,
});

/** The terms of an exchange as shown to the user: valid until `expires_at`, then quoted afresh. */
export const exchangeQuote = z.object({
  quote_id: z.string().meta({ description: 'Names these terms; send it back with the exchange' }),
  expires_at: epochMs,
  server_time: epochMs,
  usd_cny: decimal.meta({ description: 'The configured USD/CNY rate the pair rates derive from' }),
  rates: z.array(
    z.object({
      from: asset,
      to: asset,
      rate: decimal.meta({ description: 'Units of `to` per unit of `from`' }),
      max: decimal.meta({ description: 'Maximum single exchange, in `from`' }),
      min_fee: decimal.meta({
        description:
          'Minimum fee of one exchange, in `from`: the fee is at least this (not in the upstream table)',
      }),
      confirm_over: decimal.meta({
        description:
          'From this amount (in `from`) the app shows the quote (sold, fee, received, rate) for confirmation before placing it (not in the upstream table)',
      }),
    }),
  ),
  fee: decimal.meta({
    description: "Percent of the amount, taken from it, rounded to the cent, at least the pair's min_fee",
  }),
});

export const wallet = {
  balance: endpoint({
    method: 'GET',
    path: 'user/balance',
    summary: 'Available and locked amount per asset',
    auth: true,
    upstream: true,
    data: balance,
    errors: [],
  }),
  assetsRecent: endpoint({
    method: 'GET',
    path: 'user/assetsRecent',
    summary: 'Recent balance changes for the asset overview',
    auth: true,
    upstream: true,
    query: pageQuery.extend({ asset: asset.optional() }),
    data: page(ledgerEntry),
    errors: [ErrorCode.invalidInput],
  }),
  markList: endpoint({
    method: 'GET',
    path: 'user/markList',
    summary: 'Financial records from the ledger, filterable by asset and kind (not in the upstream table)',
    auth: true,
    upstream: false,
    query: pageQuery.extend({ asset: asset.optional(), kind: ledgerKind.optional() }),
    data: page(ledgerEntry),
    errors: [ErrorCode.invalidInput],
  }),
  exchangeConfig: endpoint({
    method: 'GET',
    path: 'user/exchange',
    summary:
      'Exchange config: a quote of the live rates (with its expiry), fee % and maximum single exchange',
    auth: true,
    upstream: true,
    data: exchangeQuote,
    errors: [],
  }),
  exchange: endpoint({
    method: 'POST',
    path: 'user/exchange',
    movesMoney: true,
    summary:
      'Convert between assets at the live rate; fee = amount × fee %, rounded to the cent, at least the minimum fee',
    auth: true,
    upstream: true,
    body: z.object({
      from: asset,
      to: asset,
      amount,
      quote_id: z.string().trim().min(1).max(64).meta({
        description:
          'The quote the user saw (from the config); an expired or unknown one is refused (conflict)',
      }),
      idempotency_key: idempotencyKey,
    }),
    data: exchangeRecord,
    errors: [
      ErrorCode.restricted,
      ErrorCode.invalidInput,
      ErrorCode.insufficientBalance,
      ErrorCode.outOfRange,
      ErrorCode.conflict,
    ],
    refusalData: {
      code: ErrorCode.conflict,
      data: exchangeQuote,
      description: 'the quote lapsed or its terms changed; data is a fresh quote',
    },
  }),
  exchangeList: endpoint({
    method: 'POST',
    path: 'user/exchangeList',
    summary: 'Exchange records',
    auth: true,
    upstream: true,
    body: pageQuery,
    data: page(exchangeRecord),
    errors: [ErrorCode.invalidInput],
  }),
};

export { idempotencyKey };
export type ExchangeQuote = z.infer<typeof exchangeQuote>;
export type ExchangeRecord = z.infer<typeof exchangeRecord>;
