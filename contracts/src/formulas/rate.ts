import { toMinor } from '../money-math.ts';

/**
 * Rates (a win's profit ratio today; fees, exchange rates and Earn yields next) are integers at this scale
 * (0.85 → 850000), so no amount the server books or the app shows ever passes through a float.
 */
export const rateScale = 6;
const rateUnit = 10n ** BigInt(rateScale);

/** A decimal rate string ("0.85") as an integer at `rateScale`. */
export const toRate = (rate: string): bigint => toMinor(rate, rateScale);

/** `amount × rate` in the amount's minor units, rounded down (towards zero): nobody is paid a fraction. */
export const applyRate = (amount: bigint, rate: bigint): bigint => (amount * rate) / rateUnit;
