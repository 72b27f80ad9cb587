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

/** Whether the label of the bar at `time` fits whole between the time axis's edges; null if it has no place. */
export function labelFits(api: IChartApi, time: Time, label: string): boolean | null {
  const x = api.timeScale().timeToCoordinate(time);
  if (x === null) return null;
  const half = labelWidth(api, label) / 2 + 1;
  return x - half >= 0 && x + half <= api.timeScale().width();
}

/**
 * Lightweight Charts centres each time-axis label on its bar, and while the chart can scroll it lets the
 * canvas cut the labels at either edge (it moves them inwards only when both edges are fixed). The tick
 * formatter therefore leaves out a label that would not fit whole (`fits`), and as the chart keeps the
 * formatter's results per time, they are formatted again (an empty options update clears that cache)
 * when the visible range or the size changes so that one of them would now fit differently: a label left
 * out at an edge comes back once it fits, one reaching an edge goes. Only then: the options update redraws
 * the whole chart, and the 1s chart moves by a bar every second while a label crosses an edge every few.
 */
export function wholeLabels(chart: () => IChartApi | null) {
  /** Per bar time, the label and whether it fitted when the chart last formatted it. */
  let decided = new Map<number, [label: string, fits: boolean]>();
  return {
    /** For the tick formatter: whether `label` may be drawn at `time`. */
    fits(time: Time, label: string): boolean {
      const api = chart();
      const fits = (api && labelFits(api, time, label)) ?? true;
      decided.set(Number(time), [label, fits]);
      return fits;
    },
    /** Formats the labels again after a move or resize that changes one's fit, at most once a frame. */
    follow(api: IChartApi): () => void {
      let frame = 0;
      const refit = () => {
        frame ||= requestAnimationFrame(() => {
          frame = 0;
          for (const [time, [label, fits]] of decided)
            if ((labelFits(api, time as Time, label) ?? fits) !== fits) {
              decided = new Map();
              api.applyOptions({ timeScale: {} });
              return;
            }
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
    },
  };
}
