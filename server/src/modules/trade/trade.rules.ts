import { assetScale, toMinor } from '@app/contracts';

/** Ratios are kept as integers at this scale (0.85 → 850000), so payouts never touch a float. */
export const ratioScale = 6;
const ratioUnit = 10n ** BigInt(ratioScale);

/** A strike older than this is no price at all: the engine has stalled, so buying is refused. */
export const maxStrikeAgeMs = 5_000;

export type Direction = 'up' | 'down';
export type Result = 'win' | 'loss' | 'draw';

export interface Period {
  seconds: number;
  profit_ratio: string;
  min: string;
  max: string;
}

/** Up wins if close > strike, down wins if close < strike; an equal close is a draw. */
export function outcome(direction: Direction, strike: bigint, close: bigint): Result {
  if (close === strike) return 'draw';
  const up = close > strike;
  return (direction === 'up') === up ? 'win' : 'loss';
}

/**
 * Profit on a win: stake × ratio in USDT minor units, rounded down (towards zero) to scale 6, so
 * the house never pays a fraction of a micro-USDT that the ratio does not cover. This is also
 * the "estimated" figure shown before buying: both use this one function.
 */
export function winProfit(stake: bigint, ratio: bigint): bigint {
  return (stake * ratio) / ratioUnit;
}

/** What a settled order credits back to available, and its P&L. */
export function settlement(result: Result, stake: bigint, ratio: bigint): { payout: bigint; profit: bigint } {
  if (result === 'win') {
    const profit = winProfit(stake, ratio);
    return { payout: stake + profit, profit };
  }
  if (result === 'draw') return { payout: stake, profit: 0n };
  return { payout: 0n, profit: -stake };
}

export const toRatio = (profitRatio: string): bigint => toMinor(profitRatio, ratioScale);

/** Period bounds in USDT minor units. */
export function periodRange(p: Period): { min: bigint; max: bigint } {
  return { min: toMinor(p.min, assetScale.usdt), max: toMinor(p.max, assetScale.usdt) };
}

/** Order numbers: the UTC date and time of placing, then 8 random digits (unique index guards). */
export function orderNumber(placedAt: number, random: Buffer): string {
  const stamp = new Date(placedAt).toISOString().replace(/\D/g, '').slice(2, 14);
  const tail = (random.readBigUInt64BE(0) % 100_000_000n).toString().padStart(8, '0');
  return `${stamp}${tail}`;
}
