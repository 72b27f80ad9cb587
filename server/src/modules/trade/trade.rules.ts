import {
  assetScale,
  type Direction,
  type OrderResult,
  type Period,
  rateScale,
  toMinor,
  toRate,
} from '@app/contracts';

export { settlement, winProfit } from '@app/contracts';

/** Ratios are kept as integers at the contracts' rate scale (0.85 → 850000), so payouts never touch a float. */
export const ratioScale = rateScale;

/** A strike older than this is no price at all: the engine has stalled, so buying is refused. */
export const maxStrikeAgeMs = 5_000;

/** Up wins if close > strike, down wins if close < strike; an equal close is a draw. */
export function outcome(direction: Direction, strike: bigint, close: bigint): OrderResult {
  if (close === strike) return 'draw';
  const up = close > strike;
  return (direction === 'up') === up ? 'win' : 'loss';
}

export const toRatio = toRate;

/** Period bounds in USDT minor units. */
export function periodRange(p: Period): { min: bigint; max: bigint } {
  return { min: toMinor(p.min, assetScale.usdt), max: toMinor(p.max, assetScale.usdt) };
}

/** The last second an order number was made in, and its yyMMddHHmmss: every order of a second shares it. */
let stamped = { second: Number.NaN, stamp: '' };

/** Order numbers: the UTC date and time of placing, then 8 random digits (unique index guards). */
export function orderNumber(placedAt: number, random: Buffer): string {
  const second = Math.floor(placedAt / 1000);
  if (second !== stamped.second) {
    stamped = { second, stamp: new Date(placedAt).toISOString().replace(/\D/g, '').slice(2, 14) };
  }
  const { stamp } = stamped;
  const tail = (random.readBigUInt64BE(0) % 100_000_000n).toString().padStart(8, '0');
  return `${stamp}${tail}`;
}
