import { toMinor } from '../money-math.ts';
import { applyRate, rateScale } from './rate.ts';

/**
 * Earn arithmetic, once for the server (which books it) and the app (which shows it before the user
 * commits). Amounts are USDT minor units (scale 6); rates arrive as percent strings ("0.5" is 0.5 %)
 * with at most `rateScale - 2` decimals, so as fractions they fit the contracts' rate scale exactly.
 */
export const percentScale = rateScale - 2;

/** A percent string ("0.5") as a fraction at `rateScale` (0.005 → 5000). Throws RangeError on finer ones. */
export const fromPercent = (percent: string): bigint => toMinor(percent, percentScale);

/** One day's interest: principal × daily rate, rounded down to 0.000001 USDT. */
export const earnDailyIncome = (principal: bigint, dailyRate: bigint): bigint =>
  applyRate(principal, dailyRate);

/** What a whole cycle pays: the daily income (as booked, rounded) once per day. */
export const earnTotalIncome = (principal: bigint, dailyRate: bigint, days: number): bigint =>
  earnDailyIncome(principal, dailyRate) * BigInt(days);

/** Liquidated damages of an early redemption: principal × breach rate, rounded down (never over-charged). */
export const earnPenalty = (principal: bigint, breachRate: bigint): bigint =>
  applyRate(principal, breachRate);

/** What an early redemption returns to available: the principal less the penalty. */
export function earnRedemption(principal: bigint, breachRate: bigint): { penalty: bigint; refund: bigint } {
  const penalty = earnPenalty(principal, breachRate);
  return { penalty, refund: principal - penalty };
}

/** The cycle's rate in percent units of `percentScale` (daily % × days), e.g. 0.5 % × 30 → 15 %. */
export const earnCycleRate = (dailyRate: bigint, days: number): bigint => dailyRate * BigInt(days);

/** Days in the year an APR counts. */
export const earnDaysPerYear = 365;

/**
 * The annual percentage rate a daily rate implies, simple interest (daily % × 365, no compounding):
 * 0.3 % a day is 109.5 % a year. In percent units of `percentScale`, like the daily rate.
 */
export const earnApr = (dailyRate: bigint): bigint => dailyRate * BigInt(earnDaysPerYear);
