import { type Asset, assetScale } from '../money-math.ts';
import { rateScale } from './rate.ts';

const pow10 = (n: number): bigint => 10n ** BigInt(n);

/**
 * What `amount` (minor units of `from`) is worth in `to` at the USD/CNY rate (at `rateScale`; one USDT
 * counts as one dollar), rounded down: CNY → USDT divides by the rate itself, never multiplies by its
 * rounded-down inverse (`invertRate`), which would undervalue 50 000 CNY at 7.2 by 0.04 USDT.
 */
export function worthIn(amount: bigint, from: Asset, to: Asset, usdCny: bigint): bigint {
  if (from === to) return amount;
  const shift = pow10(assetScale[to]);
  if (from === 'usdt') return (amount * usdCny * shift) / (pow10(rateScale) * pow10(assetScale.usdt));
  if (usdCny <= 0n) return 0n;
  return (amount * pow10(rateScale) * shift) / (usdCny * pow10(assetScale[from]));
}
