import { type Interval, intervalMs } from '@app/contracts';
import type { IChartApi, IPriceLine, ISeriesApi, LineStyle, SeriesType } from 'lightweight-charts';
import { useLayoutEffect, useReducer } from 'react';
import { formatCountdown, remainingMs } from '../../../lib/countdown.ts';
import { serverNow } from '../../../lib/socket/index.ts';
import type { ChartColors } from '../chart-data.ts';

/** An open position drawn on the chart: its strike as a line, its expiry as a marker with the time left. */
export interface ChartMark {
  id: number;
  strike: string;
  direction: 'up' | 'down';
  expiresAt: number;
  /** The strike line's title, e.g. "▲ 10". */
  label: string;
}

/** The chart's own time for an instant: seconds shifted to local time, as chart-data.ts `toBar` does. */
const chartTime = (ms: number) => Math.floor(ms / 1000) - new Date(ms).getTimezoneOffset() * 60;

/**
 * Where the expiry falls on the time axis: the position of the last bar plus the bars still to come.
 * Null when the chart has no bars yet.
 */
export function expiryX(
  api: IChartApi,
  series: ISeriesApi<SeriesType>,
  interval: Interval,
  expiresAt: number,
) {
  const last = series.data().at(-1);
  if (!last) return null;
  const lastX = api.timeScale().timeToCoordinate(last.time);
  if (lastX === null) return null;
  const bars = (chartTime(expiresAt) - Number(last.time)) / (intervalMs[interval] / 1000);
  return lastX + bars * api.timeScale().options().barSpacing;
}

/**
 * The strike lines (dashed, in the direction's colour, labelled on the price axis) and an expiry marker per
 * position, moved with the chart's scroll and zoom and once a second with the countdown.
 */
export function ChartMarks(props: {
  api: IChartApi;
  series: ISeriesApi<SeriesType>;
  interval: Interval;
  marks: readonly ChartMark[];
  colors: ChartColors;
}) {
  const { api, series, marks, colors } = props;
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  // Layout effects: on unmount their clean-up runs before the chart's own (a passive effect of the parent,
  // which removes the chart); a line or listener taken off a removed chart throws "Object is disposed".
  useLayoutEffect(() => {
    const lines: IPriceLine[] = marks.map((m) =>
      series.createPriceLine({
        price: Number(m.strike),
        color: m.direction === 'up' ? colors.up : colors.down,
        lineWidth: 1,
        // LineStyle.Dashed's value, checked against its type: importing the enum's value would pull the chart
        // library into this lazy chunk's imports and split it differently.
        lineStyle: 2 satisfies LineStyle.Dashed,
        axisLabelVisible: true,
        title: m.label,
      }),
    );
    return () => {
      for (const line of lines) series.removePriceLine(line);
    };
  }, [series, marks, colors]);
  useLayoutEffect(() => {
    if (marks.length === 0) return;
    const timeScale = api.timeScale();
    const timer = setInterval(redraw, 1000);
    timeScale.subscribeVisibleLogicalRangeChange(redraw);
    return () => {
      clearInterval(timer);
      timeScale.unsubscribeVisibleLogicalRangeChange(redraw);
    };
  }, [api, marks.length]);
  const now = serverNow();
  return (
    <>
      {marks.map((m) => {
        const x = expiryX(api, series, props.interval, m.expiresAt);
        if (x === null) return null;
        return (
          <div
            key={m.id}
            className={`expiry-marker dir-${m.direction}`}
            style={{ left: Math.min(x, api.timeScale().width() - 1) }}
            data-testid="expiry-marker"
          >
            <span>{formatCountdown(remainingMs(m.expiresAt, now))}</span>
          </div>
        );
      })}
    </>
  );
}
