import { type Asset, assetScale, fromMinor, toMinor } from '../money-math.ts';
import { rateScale, toRate } from './rate.ts';

/** A percent rate ("1.5" = 1.5 %) divides by 100 on top of the rate scale. */
const percentUnit = 100n * 10n ** BigInt(rateScale);

/**
 * Withdraw fee and actual arrival, in the asset's minor units: fee = amount × fee %, rounded half up
 * to the asset's smallest unit (the cent for money), at least `minFee` (so splitting a withdrawal into
 * small pieces cannot round the fee away: docs/security.md, "Fees that cannot be split away"), never
 * more than the amount; actual = amount − fee. The server books exactly this on approval and the app
 * shows it as the user types.
 */
export function withdrawQuote(
  amount: bigint,
  feePercent: string,
  minFee: bigint,
): { fee: bigint; actual: bigint } {
  const rate = toRate(feePercent);
  const raw = amount * rate;
  let fee = (raw + percentUnit / 2n) / percentUnit;
  if (fee < minFee) fee = minFee;
  if (fee > amount) fee = amount;
  return { fee, actual: amount - fee };
}

/**
 * The same quote on decimal strings (`minFee` in the withdrawn asset, as the config serves it), for a
 * form: null while the amount is not a valid number.
 */
export function withdrawQuoteOf(
  amount: string,
  rules: { fee: string; min_fee: string },
  asset: Asset,
): { fee: string; actual: string } | null {
  const scale = assetScale[asset];
  let minor: bigint;
  let minFee: bigint;
  try {
    minor = toMinor(amount, scale);
    minFee = withdrawMinFee(rules.min_fee, asset);
  } catch {
    return null;
  }
  if (minor <= 0n) return null;
  const { fee, actual } = withdrawQuote(minor, rules.fee, minFee);
  return { fee: fromMinor(fee, scale), actual: fromMinor(actual, scale) };
}

/**
 * The configured minimum withdraw fee (a decimal in the withdrawn asset, like the min and max) in the
 * asset's minor units, rounded up to them (0 when not positive). Throws RangeError on a non-decimal.
 */
export function withdrawMinFee(minFee: string, asset: Asset): bigint {
  const fine = toMinor(minFee, 18);
  const unit = 10n ** BigInt(18 - assetScale[asset]);
  return fine > 0n ? (fine + unit - 1n) / unit : 0n;
}
