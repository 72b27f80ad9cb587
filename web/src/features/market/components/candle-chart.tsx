import type { Interval } from '@app/contracts';
import { ColorType, createChart, type IChartApi, TickMarkType, type Time } from 'lightweight-charts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type ChartColors, crosshairLabel, MA_PERIOD, tickLabel } from '../chart-data.ts';
import type { ChartMark } from './chart-marks.tsx';
import { addSeries, type ChartSeries, follow, removeSeries } from './chart-series.ts';
import { wholeLabels } from './whole-labels.ts';

const kinds = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'time',
  [TickMarkType.TimeWithSeconds]: 'seconds',
} as const;

type Fits = (time: Time, label: string) => boolean;

/** The positions' marks load with the first open position, not with every chart. */
const ChartMarks = lazy(() => import('./chart-marks.tsx').then((m) => ({ default: m.ChartMarks })));

function chartOptions(colors: ChartColors, locale: string, interval: Interval, fits: Fits) {
  const seconds = interval === '1s';
  return {
    layout: {
      background: { type: ColorType.Solid, color: colors.background },
      textColor: colors.text,
      attributionLogo: false,
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    // Room for the widest price label, so none is cut off at the edge.
    rightPriceScale: { borderColor: colors.grid, minimumWidth: 64, entireTextOnly: true },
    timeScale: {
      borderColor: colors.grid,
      timeVisible: interval !== '1Day',
      secondsVisible: seconds,
      rightOffset: 3,
      // A label that would be cut at an edge is left out (see whole-labels.ts).
      tickMarkFormatter: (time: Time, type: TickMarkType) => {
        const label = tickLabel(
          locale,
          Number(time),
          seconds && type === TickMarkType.Time ? 'seconds' : kinds[type],
        );
        return fits(time, label) ? label : '';
      },
    },
    localization: { locale, timeFormatter: (time: Time) => crosshairLabel(locale, Number(time), seconds) },
  };
}

type Labels = ReturnType<typeof wholeLabels>;

/** Makes the chart in `el` with `options`; its time labels follow its visible range (whole-labels.ts). */
function makeChart(el: HTMLElement, options: ReturnType<typeof chartOptions>, labels: Labels) {
  const api = createChart(el, { autoSize: true, ...options });
  return { api, unfollow: labels.follow(api) };
}

/**
 * The product chart: candles (an area line for 1s) with volume bars and a moving average, re-themed in
 * place, its series rebuilt per interval and fed per symbol and interval. It fills the height its container
 * gives it. `marks` (open positions) draw their strike lines and expiry markers over it.
 * The chart is made when its first candles are there, and draws them in its first frame; until then the
 * grey placeholder stays. Made at once, it painted an empty grid first: a whole frame of work more, on
 * the main thread while the page starts (docs/perf/lighthouse.md).
 */
export default function CandleChart(props: {
  symbol: string;
  interval: Interval;
  colors: ChartColors;
  locale: string;
  onError: () => void;
  marks?: readonly ChartMark[] | undefined;
}) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<{ api: IChartApi; unfollow: () => void } | null>(null);
  const [drawn, setDrawn] = useState<{ api: IChartApi; series: ChartSeries }>();
  const [made, setMade] = useState(false);
  const { symbol, interval, colors, locale, onError } = props;
  const [labels] = useState(() => wholeLabels(() => chart.current?.api ?? null));
  // The options of the latest render, for the chart made later, when the candles come.
  const options = useRef(() => chartOptions(colors, locale, interval, labels.fits));
  options.current = () => chartOptions(colors, locale, interval, labels.fits);

  // Gone with the component (declared first, so it goes before the series below look for it).
  useEffect(
    () => () => {
      chart.current?.unfollow();
      chart.current?.api.remove();
      chart.current = null;
    },
    [],
  );

  useEffect(() => {
    chart.current?.api.applyOptions(chartOptions(colors, locale, interval, labels.fits));
  }, [colors, locale, interval, labels]);

  useEffect(() => {
    const el = host.current;
    if (!el) return;
    el.dataset.bars = '0';
    let mine: { api: IChartApi; series: ChartSeries } | undefined;
    // Called by `follow` when the candles are there, in the task that sets them: the chart (the first
    // time) and this interval's series.
    const series = () => {
      if (!mine) {
        chart.current ??= makeChart(el, options.current(), labels);
        mine = { api: chart.current.api, series: addSeries(chart.current.api, interval, colors) };
        setDrawn(mine);
        setMade(true);
      }
      return mine.series;
    };
    const stop = follow(series, colors, el, symbol, interval, onError);
    return () => {
      stop();
      setDrawn(undefined);
      // On unmount the chart itself is already gone (its effect cleans up first), series with it.
      if (mine && chart.current?.api === mine.api) removeSeries(mine.api, mine.series);
    };
  }, [symbol, interval, colors, onError, labels]);

  return (
    <div className={made ? 'candle-chart' : 'candle-chart chart-loading'}>
      <div
        ref={host}
        className="candle-chart-host"
        data-testid="candle-chart"
        data-interval={interval}
        data-series={interval === '1s' ? 'area' : 'candles'}
      />
      <span className="chart-legend">MA{MA_PERIOD}</span>
      {drawn && props.marks?.length ? (
        <Suspense fallback={null}>
          <ChartMarks
            api={drawn.api}
            series={drawn.series.price}
            interval={interval}
            marks={props.marks}
            colors={colors}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
