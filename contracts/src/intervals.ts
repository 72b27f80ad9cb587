/** Candle intervals, zod-free so the socket's channel helper can load with the first screen. */
export const intervals = ['1s', '1Min', '5Min', '30Min', '1Hour', '1Day'] as const;
export type Interval = (typeof intervals)[number];

const second = 1000;
const minute = 60 * second;

/** How long one bar of each interval lasts, in milliseconds. */
export const intervalMs: Record<Interval, number> = {
  '1s': second,
  '1Min': minute,
  '5Min': 5 * minute,
  '30Min': 30 * minute,
  '1Hour': 60 * minute,
  '1Day': 24 * 60 * minute,
};
