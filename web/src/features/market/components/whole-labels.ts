import type { IChartApi, Time } from 'lightweight-charts';

let measure: CanvasRenderingContext2D | null | undefined;
/** The chart's axis font, read once per chart: `options()` copies every option on each call. */
const fonts = new WeakMap<IChartApi, { size: number; css: string }>();
/** Widths already measured, per font and label: the formatter asks again for the same labels on each redraw. */
const widths = new Map<string, number>();

/** The drawn width of a time-axis label in the chart's font. */
function labelWidth(api: IChartApi, label: string): number {
  let font = fonts.get(api);
  if (!font) {
    const { fontSize, fontFamily } = api.options().layout;
    font = { size: fontSize, css: `${fontSize}px ${fontFamily}` };
    fonts.set(api, font);
  }
  const key = `${font.css}|${label}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  measure ??= document.createElement('canvas').getContext('2d');
  if (!measure) return label.length * font.size * 0.62;
  measure.font = font.css;
  const width = measure.measureText(label).width;
  if (widths.size > 2000) widths.clear();
  widths.set(key, width);
  return width;
}

/** Whether the label of the bar at `time` fits whole between the time axis's edges. */
export function labelFits(api: IChartApi, time: Time, label: string): boolean {
  const x = api.timeScale().timeToCoordinate(time);
  if (x === null) return true;
  const half = labelWidth(api, label) / 2 + 1;
  return x - half >= 0 && x + half <= api.timeScale().width();
}

/**
 * Lightweight Charts centres each time-axis label on its bar, and while the chart can scroll it lets the
 * canvas cut the labels at either edge (it moves them inwards only when both edges are fixed). The tick
 * formatter therefore leaves out a label that would not fit whole (`labelFits`), and as the formatter's
 * results are cached per time, the cache is cleared (an empty options update) whenever the visible range
 * or the size changes: a label left out at an edge comes back once it fits.
 */
export function refitLabelsOnMove(api: IChartApi): () => void {
  let frame = 0;
  const refit = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      api.applyOptions({ timeScale: {} });
    });
  };
  const scale = api.timeScale();
  scale.subscribeVisibleLogicalRangeChange(refit);
  scale.subscribeSizeChange(refit);
  return () => {
    cancelAnimationFrame(frame);
    scale.unsubscribeVisibleLogicalRangeChange(refit);
    scale.unsubscribeSizeChange(refit);
  };
}
