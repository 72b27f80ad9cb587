import { type Asset, assetScale, fitsScale, fromMinor, toMinor } from '../money-math.ts';
import { applyRate, rateScale, toRate } from './rate.ts';

const rateUnit = 10n ** BigInt(rateScale);
const pow10 = (n: number): bigint => 10n ** BigInt(n);
const ceilDiv = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/** Minor units at `scale` per cent (0.01 of the asset). */
const centOf = (scale: number): bigint => pow10(Math.max(0, scale - 2));

/**
 * Exchange fee in the sold asset's minor units: amount × fee % (the percent a rate at `rateScale`,
 * "0.5" → 500000), rounded half up to the cent (0.01 of the asset), as the spec says; then at least
 * `minFee`, so an amount split into pieces too small for a cent of fee still pays for every piece
 * (docs/security.md, "Fees that cannot be split away"); never more than the amount itself.
 */
export function exchangeFee(amount: bigint, feePercent: bigint, scale: number, minFee: bigint): bigint {
  const cent = centOf(scale);
  const denominator = 100n * rateUnit * cent;
  const cents = (amount * feePercent + denominator / 2n) / denominator;
  const fee = cents * cent;
  const floored = fee > minFee ? fee : minFee;
  return floored < amount ? floored : amount;
}

/**
 * The minimum fee when selling `from`, in its minor units: the configured minimum (USDT minor units) or
 * its CNY worth at the USD/CNY rate, rounded up to the cent (a minimum is never undercut by rounding).
 */
export function exchangeMinFee(minFeeUsdt: bigint, from: Asset, usdCny: bigint): bigint {
  const scale = assetScale[from];
  const inFrom =
    from === 'usdt'
      ? minFeeUsdt
      : ceilDiv(minFeeUsdt * usdCny * pow10(scale), rateUnit * pow10(assetScale.usdt));
  return ceilDiv(inFrom, centOf(scale)) * centOf(scale);
}

/** `amount` (minor units at `fromScale`) at `rate` (at `rateScale`) in minor units at `toScale`, rounded down. */
export function convert(amount: bigint, rate: bigint, fromScale: number, toScale: number): bigint {
  const atFromScale = applyRate(amount * pow10(toScale), rate);
  return atFromScale / pow10(fromScale);
}

/** The reverse pair's rate (1 / rate) at `rateScale`, rounded down. */
export const invertRate = (rate: bigint): bigint => (rate > 0n ? (rateUnit * rateUnit) / rate : 0n);

/** The rate of `from → to` from the USD/CNY rate: USDT counts as one US dollar, `money` is CNY. */
export function pairRate(from: Asset, to: Asset, usdCny: bigint): bigint {
  if (from === to) return rateUnit;
  return from === 'usdt' ? usdCny : invertRate(usdCny);
}

export interface ExchangeSplit {
  /** Taken from the sold asset as the fee. */
  fee: bigint;
  /** What is converted: amount − fee. */
  net: bigint;
  /** Credited in the bought asset: net at the rate, rounded down. */
  received: bigint;
}

/**
 * One exchange of `amount` (sold asset's minor units) at the pair's `rate`, fee % and minimum fee (in
 * the sold asset): the fee comes off the amount, the rest is converted. The server books exactly this and the app shows it as the user types.
 */
export function exchangeSplit(
  amount: bigint,
  from: Asset,
  to: Asset,
  terms: { rate: bigint; feePercent: bigint; minFee: bigint },
) {
  const fee = exchangeFee(amount, terms.feePercent, assetScale[from], terms.minFee);
  const net = amount - fee;
  const received = net > 0n ? convert(net, terms.rate, assetScale[from], assetScale[to]) : 0n;
  return { fee, net, received } satisfies ExchangeSplit;
}

/**
 * The same split from the decimal strings a form holds (amount typed; rate, fee % and the pair's minimum
 * fee from the quote),
 * as decimal strings; null while the amount is not a positive number at the sold asset's scale.
 */
export function exchangePreview(input: {
  amount: string;
  from: Asset;
  to: Asset;
  rate: string;
  fee: string;
  minFee: string;
}): { fee: string; net: string; received: string } | null {
  const amount = input.amount.trim();
  if (!/^\d+(\.\d+)?$/.test(amount) || !fitsScale(amount, assetScale[input.from])) return null;
  const minor = toMinor(amount, assetScale[input.from]);
  if (minor <= 0n) return null;
  const from = assetScale[input.from];
  const split = exchangeSplit(minor, input.from, input.to, {
    rate: toRate(input.rate),
    feePercent: toRate(input.fee),
    minFee: toMinor(input.minFee, from),
  });
  return {
    fee: fromMinor(split.fee, from),
    net: fromMinor(split.net, from),
    received: fromMinor(split.received, assetScale[input.to]),
  };
}
