import type { Candle } from '@app/contracts';

/** A bar as lightweight-charts takes it: seconds, shifted so the axis reads local time. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

/** lightweight-charts shows UTC; shifting by the zone offset makes its labels local time. */
export const toBar = (c: Candle, offsetMinutes = new Date(c.time).getTimezoneOffset()): Bar => ({
  time: Math.floor(c.time / 1000) - offsetMinutes * 60,
  open: Number(c.open),
  high: Number(c.high),
  low: Number(c.low),
  close: Number(c.close),
});

/** Bars sorted by time with one bar per time (the last wins), as `setData` requires. */
export function toBars(candles: readonly Candle[]): Bar[] {
  const byTime = new Map<number, Bar>();
  for (const c of candles) {
    const bar = toBar(c);
    byTime.set(bar.time, bar);
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}

/** Decimals to show for a price: 2 from 1 000 up, otherwise up to 6 (small coins). */
export function priceDecimals(price: number): number {
  if (price >= 1000) return 2;
  if (price >= 1) return 4;
  return 6;
}

/** The chart's colours, read from the theme's CSS variables so light, dark and custom themes all apply. */
export function cssChartColors(root: Element = document.documentElement) {
  const style = getComputedStyle(root);
  const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    background: v('--app-surface', '#ffffff'),
    text: v('--app-text-3', '#9aa1ae'),
    grid: v('--app-border', '#eceef2'),
    up: v('--app-up', '#16c784'),
    down: v('--app-down', '#ea3943'),
  };
}
export type ChartColors = ReturnType<typeof cssChartColors>;
