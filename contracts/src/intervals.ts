/** Candle intervals, zod-free so the socket's channel helper can load with the first screen. */
export const intervals = ['1s', '1Min', '5Min', '30Min', '1Hour', '1Day'] as const;
export type Interval = (typeof intervals)[number];
