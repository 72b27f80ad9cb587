import type { Candle, Language } from '@app/contracts';

/** A bar as lightweight-charts takes it: seconds, shifted so the axis reads local time. */
export interface Bar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** lightweight-charts shows UTC; shifting by the zone offset makes its labels local time. */
export const toBar = (c: Candle, offsetMinutes = new Date(c.time).getTimezoneOffset()): Bar => ({
  time: Math.floor(c.time / 1000) - offsetMinutes * 60,
  open: Number(c.open),
  high: Number(c.high),
  low: Number(c.low),
  close: Number(c.close),
  volume: Number(c.volume),
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

/** The moving average's length in bars. */
export const MA_PERIOD = 20;

/** The simple moving average of the closes, one point per bar from the `period`-th bar on. */
export function movingAverage(
  bars: readonly Bar[],
  period = MA_PERIOD,
): Array<{ time: number; value: number }> {
  const out: Array<{ time: number; value: number }> = [];
  let sum = 0;
  bars.forEach((bar, i) => {
    sum += bar.close;
    const dropped = bars[i - period];
    if (dropped) sum -= dropped.close;
    if (i >= period - 1) out.push({ time: bar.time, value: sum / period });
  });
  return out;
}

/**
 * One Intl.DateTimeFormat per locale and label kind: building one costs far more than formatting with it,
 * and the chart formats every axis label again on each redraw.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `${locale}|${key}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(id, found);
  }
  return found;
}

const labelOptions: Record<'year' | 'month' | 'day', Intl.DateTimeFormatOptions> = {
  year: { year: 'numeric' },
  month: { month: 'short' },
  day: { month: 'short', day: 'numeric' },
};

/** The locale the chart formats its dates in, for an app language. */
export const chartLocale = (lang: Language | string) =>
  lang === 'zh-Hans' ? 'zh-CN' : lang === 'zh-Hant' ? 'zh-TW' : lang;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * `HH:mm` or `HH:mm:ss`: what Intl writes for 2-digit hours, minutes (and seconds) on a 24-hour clock in
 * every one of the app's languages (chart-data.test.ts compares them), written without Intl: the first
 * Intl.DateTimeFormat a page builds loads the ICU's date data, one unsplittable ≈ 100 ms task under
 * Lighthouse's 4× CPU, and the time labels are all the 1s and minute charts show at first.
 */
function clock(ms: number, withSeconds: boolean): string {
  const d = new Date(ms);
  const hm = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
  return withSeconds ? `${hm}:${two(d.getUTCSeconds())}` : hm;
}

/** Axis labels in the user's language; bar times are already shifted to local time, so format as UTC. */
export function tickLabel(
  locale: string,
  seconds: number,
  kind: 'year' | 'month' | 'day' | 'time' | 'seconds',
) {
  if (kind === 'time' || kind === 'seconds') return clock(seconds * 1000, kind === 'seconds');
  return formatter(locale, kind, labelOptions[kind]).format(seconds * 1000);
}

/** The crosshair's label: date and time (with seconds on the 1s chart) in the user's language. */
export function crosshairLabel(locale: string, seconds: number, withSeconds: boolean) {
  return formatter(locale, withSeconds ? 'crosshair-seconds' : 'crosshair', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(withSeconds ? { second: '2-digit' } : {}),
    hourCycle: 'h23',
  }).format(seconds * 1000);
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
    text: v('--app-text-3', '#646b78'),
    grid: v('--app-border', '#eceef2'),
    up: v('--app-up', '#056b43'),
    down: v('--app-down', '#b8232d'),
    accent: v('--app-primary', '#1677ff'),
  };
}
export type ChartColors = ReturnType<typeof cssChartColors>;
