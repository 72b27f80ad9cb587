import {
  type api,
  assetScale,
  assets,
  ErrorCode,
  type ExchangeQuote,
  type ExchangeRecord,
  exchangeSplit,
  fromMinor,
  type ParsedBody,
  pairRate,
  toMinor,
  toRate,
} from '@app/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, fail } from '../../lib/errors.ts';
import { shownAmount, shownFee } from '../../lib/shown.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { exchangeRepository } from './exchange.repository.ts';
import {
  inFrom,
  maxOf,
  minFeeOf,
  quoteHolds,
  quoteId,
  quoteTtlMs,
  rateText,
  type Terms,
} from './exchange.rules.ts';
import type { ExchangeRow } from './exchange.schema.ts';
import { once } from './idempotency.ts';
import { post } from './ledger.ts';

export interface ExchangeDeps {
  database: Database;
  clock: () => number;
  settings: SettingsService;
}

export type ExchangeInput = ParsedBody<typeof api.user.exchange>;

export function exchangeService(deps: ExchangeDeps) {
  const { database, clock } = deps;

  function terms(): Terms {
    const c = deps.settings.get().exchange;
    return {
      usdCny: toRate(c.usdt_money_rate),
      feePercent: toRate(c.fee),
      minFeeUsdt: toMinor(c.min_fee, assetScale.usdt),
      maxUsdt: toMinor(c.max, assetScale.usdt),
      confirmOverUsdt: toMinor(c.confirm_over, assetScale.usdt),
    };
  }

  /** The live terms as a quote valid for `quoteTtlMs`. */
  function quote(): ExchangeQuote {
    const now = clock();
    const t = terms();
    const expiresAt = now + quoteTtlMs;
    const rates = assets.flatMap((from) =>
      assets
        .filter((to) => to !== from)
        .map((to) => ({
          from,
          to,
          rate: rateText(pairRate(from, to, t.usdCny)),
          max: fromMinor(maxOf(from, t), assetScale[from]),
          min_fee: fromMinor(minFeeOf(from, t), assetScale[from]),
          confirm_over: fromMinor(inFrom(from, t.confirmOverUsdt, t), assetScale[from]),
        })),
    );
    return {
      quote_id: quoteId(t, expiresAt),
      expires_at: expiresAt,
      server_time: now,
      usd_cny: rateText(t.usdCny),
      rates,
      fee: rateText(t.feePercent),
    };
  }

  /** Everything checked before the write; the balance is checked by the ledger's guarded update. */
  function prepare(input: ExchangeInput, now: number) {
    if (input.from === input.to) throw fail.invalid('same_asset');
    const t = terms();
    if (!quoteHolds(input.quote_id, t, now)) {
      // The refusal carries a fresh quote (the contract's `refusalData`), so the app shows it at once.
      throw new AppError(ErrorCode.conflict, 'quote_expired', { rate: rateText(t.usdCny) }, 200, quote());
    }
    const amount = parseAmount(input.amount, assetScale[input.from]);
    const max = maxOf(input.from, t);
    if (amount > max) {
      throw new AppError(ErrorCode.outOfRange, 'exchange_max', { max: shownAmount(max, input.from) });
    }
    const minFee = minFeeOf(input.from, t);
    if (amount <= minFee) {
      throw new AppError(ErrorCode.outOfRange, 'amount_below_fee', { fee: shownFee(minFee, input.from) });
    }
    const rate = pairRate(input.from, input.to, t.usdCny);
    const split = exchangeSplit(amount, input.from, input.to, { rate, feePercent: t.feePercent, minFee });
    if (split.received <= 0n) throw new AppError(ErrorCode.outOfRange, 'exchange_too_small');
    return { amount, rate, ...split };
  }

  async function exchange(userId: number, input: ExchangeInput): Promise<ExchangeRecord> {
    const now = clock();
    const { value } = await once(
      database,
      { userId, call: 'user.exchange', key: input.idempotency_key, now },
      async () => prepare(input, now),
      (tx, p) => {
        const { from, to } = input;
        const row = exchangeRepository.insert(tx, {
          userId,
          from,
          to,
          amount: p.amount,
          rate: p.rate,
          fee: p.fee,
          received: p.received,
          createdAt: now,
        });
        const ref = String(row.id);
        // One event, one record: sold, fee and received (records.repository.ts).
        const event = post(tx, { userId, asset: from, available: -p.net, kind: 'exchange_out', ref }, now);
        const part = { userId, ref, event };
        if (p.fee > 0n) post(tx, { ...part, asset: from, available: -p.fee, kind: 'exchange_fee' }, now);
        post(tx, { ...part, asset: to, available: p.received, kind: 'exchange_in' }, now);
        return toRecord(row);
      },
    );
    return value;
  }

  function list(userId: number, q: { page: number; limit: number }) {
    const { list, total } = exchangeRepository.page(database.db, userId, q.page, q.limit);
    return { list: list.map(toRecord), page: q.page, limit: q.limit, total };
  }

  return { quote, exchange, list };
}
export type ExchangeService = ReturnType<typeof exchangeService>;

export function toRecord(row: ExchangeRow): ExchangeRecord {
  return {
    id: row.id,
    from: row.from,
    to: row.to,
    amount: fromMinor(row.amount, assetScale[row.from]),
    rate: rateText(row.rate),
    fee: fromMinor(row.fee, assetScale[row.from]),
    received: fromMinor(row.received, assetScale[row.to]),
    created_at: row.createdAt,
  };
}

function parseAmount(amount: string, scale: number): bigint {
  try {
    return toMinor(amount, scale);
  } catch {
    throw fail.invalid('invalid_amount', { name: 'amount' });
  }
}
