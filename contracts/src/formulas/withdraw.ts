import { type Asset, assetScale, fromMinor, toMinor } from '../money-math.ts';
import { rateScale, toRate } from './rate.ts';

/** A percent rate ("1.5" = 1.5 %) divides by 100 on top of the rate scale. */
const percentUnit = 100n * 10n ** BigInt(rateScale);

/**
 * Withdraw fee and actual arrival, in the asset's minor units: fee = amount × fee %, rounded half up
 * to the asset's smallest unit (the cent for money), never more than the amount; actual = amount − fee.
 * The server books exactly this on approval and the app shows it as the user types.
 */
export function withdrawQuote(amount: bigint, feePercent: string): { fee: bigint; actual: bigint } {
  const rate = toRate(feePercent);
  const raw = amount * rate;
  let fee = (raw + percentUnit / 2n) / percentUnit;
  if (fee > amount) fee = amount;
  return { fee, actual: amount - fee };
}

/** The same quote on decimal strings, for a form: null while the amount is not a valid number. */
export function withdrawQuoteOf(
  amount: string,
  feePercent: string,
  asset: Asset,
): { fee: string; actual: string } | null {
  const scale = assetScale[asset];
  let minor: bigint;
  try {
    minor = toMinor(amount, scale);
  } catch {
    return null;
  }
  if (minor <= 0n) return null;
  const { fee, actual } = withdrawQuote(minor, feePercent);
  return { fee: fromMinor(fee, scale), actual: fromMinor(actual, scale) };
}
