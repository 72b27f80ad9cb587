import {
  type Asset,
  assetScale,
  convert,
  exchangeMinFee,
  fromMinor,
  pairRate,
  rateScale,
} from '@app/contracts';

/** How long the rate a user sees holds: after this the app asks for a fresh quote. */
export const quoteTtlMs = 30_000;

/** The terms an administrator configures, as integers (rates at the contracts' rate scale, max and min fee in USDT). */
export interface Terms {
  usdCny: bigint;
  feePercent: bigint;
  minFeeUsdt: bigint;
  maxUsdt: bigint;
  /** From this amount (USDT minor units, or its worth) the app asks to confirm the quote. */
  confirmOverUsdt: bigint;
}

/**
 * A quote id names the terms it was given with and when they lapse:
 * `<expires_at>-<usd_cny>-<fee>-<min_fee>`.
 * No table is needed: a submit is honoured only while the terms it names are the ones in force and its
 * expiry is in the next `quoteTtlMs`; a self-made id therefore buys nothing a fresh quote would not.
 */
export const quoteId = (terms: Terms, expiresAt: number): string =>
  `${expiresAt}-${terms.usdCny}-${terms.feePercent}-${terms.minFeeUsdt}`;

/** True when `id` names the terms in force and has not lapsed at `now`. */
export function quoteHolds(id: string, terms: Terms, now: number): boolean {
  const m = /^(\d{1,15})-(\d{1,18})-(\d{1,18})-(\d{1,18})$/.exec(id);
  if (!m) return false;
  const expiresAt = Number(m[1]);
  return (
    expiresAt >= now &&
    expiresAt <= now + quoteTtlMs &&
    BigInt(m[2] as string) === terms.usdCny &&
    BigInt(m[3] as string) === terms.feePercent &&
    BigInt(m[4] as string) === terms.minFeeUsdt
  );
}

/** A rate at the rate scale as a short decimal: 7200000 → "7.2", 138888 → "0.138888". */
export const rateText = (rate: bigint): string => fromMinor(rate, rateScale).replace(/\.?0+$/, '');

/** A USDT amount (minor units) as the worth of `from` to sell, in its minor units. */
export function inFrom(from: Asset, usdt: bigint, terms: Terms): bigint {
  if (from === 'usdt') return usdt;
  return convert(usdt, pairRate('usdt', 'money', terms.usdCny), assetScale.usdt, assetScale.money);
}

/** The largest single exchange selling `from`, in its minor units: the USDT maximum, or its CNY worth. */
export const maxOf = (from: Asset, terms: Terms): bigint => inFrom(from, terms.maxUsdt, terms);

/** The least one exchange selling `from` pays, in its minor units. */
export const minFeeOf = (from: Asset, terms: Terms): bigint =>
  exchangeMinFee(terms.minFeeUsdt, from, terms.usdCny);
