import { type Asset, assetScale, fitsScale, fromMinor, toMinor } from '../money-math.ts';
import { applyRate, rateScale, toRate } from './rate.ts';

const rateUnit = 10n ** BigInt(rateScale);
const pow10 = (n: number): bigint => 10n ** BigInt(n);

/**
 * Exchange fee in the sold asset's minor units: amount × fee % (the percent a rate at `rateScale`,
 * "0.5" → 500000), rounded half up to the cent (0.01 of the asset), as the spec says.
 */
export function exchangeFee(amount: bigint, feePercent: bigint, scale: number): bigint {
  const cent = pow10(Math.max(0, scale - 2));
  const denominator = 100n * rateUnit * cent;
  const cents = (amount * feePercent + denominator / 2n) / denominator;
  return cents * cent;
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
 * One exchange of `amount` (sold asset's minor units): the fee comes off the amount, the rest is
 * converted. The server books exactly this and the app shows it as the user types.
 */
export function exchangeSplit(amount: bigint, from: Asset, to: Asset, rate: bigint, feePercent: bigint) {
  const fee = exchangeFee(amount, feePercent, assetScale[from]);
  const net = amount - fee;
  const received = net > 0n ? convert(net, rate, assetScale[from], assetScale[to]) : 0n;
  return { fee, net, received } satisfies ExchangeSplit;
}

/**
 * The same split from the decimal strings a form holds (amount typed, rate and fee % from the config),
 * as decimal strings; null while the amount is not a positive number at the sold asset's scale.
 */
export function exchangePreview(input: {
  amount: string;
  from: Asset;
  to: Asset;
  rate: string;
  fee: string;
}): { fee: string; net: string; received: string } | null {
  const amount = input.amount.trim();
  if (!/^\d+(\.\d+)?$/.test(amount) || !fitsScale(amount, assetScale[input.from])) return null;
  const minor = toMinor(amount, assetScale[input.from]);
  if (minor <= 0n) return null;
  const split = exchangeSplit(minor, input.from, input.to, toRate(input.rate), toRate(input.fee));
  const from = assetScale[input.from];
  return {
    fee: fromMinor(split.fee, from),
    net: fromMinor(split.net, from),
    received: fromMinor(split.received, assetScale[input.to]),
  };
}
