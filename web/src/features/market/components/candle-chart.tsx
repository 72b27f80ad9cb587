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

/**
 * The product chart: candles (an area line for 1s) with volume bars and a moving average, created once,
 * re-themed in place, its series rebuilt per interval and fed per symbol and interval. It fills the height
 * its container gives it. `marks` (open positions) draw their strike lines and expiry markers over it.
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
  const chart = useRef<IChartApi | null>(null);
  const [drawn, setDrawn] = useState<{ api: IChartApi; series: ChartSeries }>();
  const { symbol, interval, colors, locale, onError } = props;
  const [labels] = useState(() => wholeLabels(() => chart.current));

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; options apply below
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const api = createChart(el, { autoSize: true, ...chartOptions(colors, locale, interval, labels.fits) });
    chart.current = api;
    const stopRefit = labels.follow(api);
    return () => {
      stopRefit();
      chart.current = null;
      api.remove();
    };
  }, []);

  useEffect(() => {
    chart.current?.applyOptions(chartOptions(colors, locale, interval, labels.fits));
  }, [colors, locale, interval, labels]);

  useEffect(() => {
    const api = chart.current;
    const el = host.current;
    if (!api || !el) return;
    el.dataset.bars = '0';
    let series: ChartSeries | undefined;
    let stop = () => {};
    // In a task of its own, not in the one that created the chart: together they were one long task
    // (≈ 100 ms under Lighthouse's 4× CPU), apart each is about half of it.
    const later = setTimeout(() => {
      series = addSeries(api, interval, colors);
      stop = follow(series, colors, el, symbol, interval, onError);
      setDrawn({ api, series });
    }, 0);
    return () => {
      clearTimeout(later);
      stop();
      setDrawn(undefined);
      // On unmount the chart itself is already gone (its effect cleans up first), series with it.
      if (series && chart.current === api) removeSeries(api, series);
    };
  }, [symbol, interval, colors, onError]);

  return (
    <div className="candle-chart">
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
