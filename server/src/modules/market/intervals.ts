import { type Interval, intervalMs } from '@app/contracts';

export { intervalMs };

const second = intervalMs['1s'];
const minute = intervalMs['1Min'];
const hour = intervalMs['1Hour'];
const day = intervalMs['1Day'];

/**
 * Ticks are recorded only at whole multiples of this: the engine stamps each with its second and
 * `tickStore` refuses any other time. Settlement relies on it: once the tick at T is recorded, no
 * tick can appear in (T, T + tickMs), so the price in effect at any instant of that second is final.
 */
export const tickMs = second;

/** Intervals materialized in the `candles` table; 1s bars are the ticks themselves. */
export const candleIntervals = ['1Min', '5Min', '30Min', '1Hour', '1Day'] as const;
export type CandleInterval = (typeof candleIntervals)[number];

/** Open time of the bar of `interval` that contains `time` (UTC-aligned). */
export const bucket = (time: number, interval: Interval): number => time - (time % intervalMs[interval]);

/** A bar is built from steps only when it holds at least this many, so it has real wicks. */
export const minStepsPerBar = 12;

/** How far back the first start fills each interval: at least 300 bars each, with a margin. */
export const backfillMs: Record<Interval, number> = {
  '1s': 15 * minute,
  '1Min': 25 * hour,
  '5Min': 2 * day,
  '30Min': 10 * day,
  '1Hour': 20 * day,
  '1Day': 330 * day,
};

/** How long candles are kept (pruned on a timer); 1Day bars are kept forever. */
export const retentionMs: Record<CandleInterval, number> = {
  '1Min': 7 * day,
  '5Min': 30 * day,
  '30Min': 180 * day,
  '1Hour': 180 * day,
  '1Day': Number.POSITIVE_INFINITY,
};

/** Simulation step by age (time before now): fine recently, coarse long ago. */
export interface Zone {
  maxAgeMs: number;
  stepMs: number;
}

/** First start: just fine enough for each interval's back-fill window. */
export const backfillZones: Zone[] = [
  { maxAgeMs: 15 * minute, stepMs: second },
  { maxAgeMs: 2 * day, stepMs: 5 * second },
  { maxAgeMs: 20 * day, stepMs: minute },
  { maxAgeMs: Number.POSITIVE_INFINITY, stepMs: hour },
];

/** Catching up after downtime: fine enough for each interval's retention, so no kept chart has a gap. */
export const catchUpZones: Zone[] = [
  { maxAgeMs: hour, stepMs: second },
  { maxAgeMs: 7 * day, stepMs: 5 * second },
  { maxAgeMs: 180 * day, stepMs: minute },
  { maxAgeMs: Number.POSITIVE_INFINITY, stepMs: hour },
];

/**
 * After a stop, this long after the last tick is always filled with real 1 s ticks: every order placed
 * before the stop expires inside it (periods are at most a few minutes), so it settles on recorded ticks.
 */
export const realAfterStopMs = hour;

export const times = { second, minute, hour, day };
