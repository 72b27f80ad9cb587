import { type Candle, channels, type Interval, type ServerMessage } from '@app/contracts';
import {
  CandlestickSeries,
  ColorType,
  createChart,
  type IChartApi,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { fetchKline } from '../../../lib/market/kline.ts';
import { socket } from '../../../lib/socket/index.ts';
import { type Bar, type ChartColors, priceDecimals, toBar, toBars } from '../chart-data.ts';

type Series = ISeriesApi<'Candlestick'>;
const asBar = (b: Bar) => ({ ...b, time: b.time as UTCTimestamp });

function themeOptions(colors: ChartColors, locale: string) {
  return {
    layout: {
      background: { type: ColorType.Solid, color: colors.background },
      textColor: colors.text,
    },
    grid: { vertLines: { color: colors.grid }, horzLines: { color: colors.grid } },
    rightPriceScale: { borderColor: colors.grid },
    timeScale: { borderColor: colors.grid, timeVisible: true, secondsVisible: false },
    localization: { locale },
  };
}

const seriesColors = (c: ChartColors) => ({
  upColor: c.up,
  downColor: c.down,
  wickUpColor: c.up,
  wickDownColor: c.down,
  borderVisible: false,
});

/**
 * Loads the candles of a symbol and interval, then follows `kline.<SYM>.<interval>` with
 * `series.update()`; a reconnect reloads them to fill the gap. Returns the unsubscribe.
 */
function follow(series: Series, host: HTMLElement, symbol: string, interval: Interval, onError: () => void) {
  let last = 0;
  let loaded = false;
  let active = true;
  const early: Candle[] = [];
  const apply = (c: Candle) => {
    const bar = toBar(c);
    if (bar.time < last) return;
    last = bar.time;
    series.update(asBar(bar));
  };
  const load = () =>
    fetchKline(symbol, interval).then((candles) => {
      if (!active) return;
      const bars = toBars(candles);
      series.setData(bars.map(asBar));
      last = bars.at(-1)?.time ?? 0;
      host.dataset.bars = String(bars.length);
      const decimals = priceDecimals(bars.at(-1)?.close ?? 1);
      series.applyOptions({ priceFormat: { type: 'price', precision: decimals, minMove: 10 ** -decimals } });
      loaded = true;
      for (const c of early.splice(0)) apply(c);
    }, onError);
  const onKline = (m: ServerMessage) => {
    if (m.ch !== 'kline' || !active) return;
    if (loaded) apply(m.data.candle);
    else early.push(m.data.candle);
  };
  const off = socket.subscribe(channels.kline(symbol, interval), onKline);
  const offReconnect = socket.onReconnect(() => void load());
  void load();
  return () => {
    active = false;
    off();
    offReconnect();
  };
}

/** The candlestick chart: created once, re-themed in place, fed per symbol and interval. */
export default function CandleChart(props: {
  symbol: string;
  interval: Interval;
  colors: ChartColors;
  locale: string;
  onError: () => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<{ api: IChartApi; series: Series } | null>(null);
  const { symbol, interval, colors, locale, onError } = props;

  // biome-ignore lint/correctness/useExhaustiveDependencies: created once; theme and language apply below
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const api = createChart(el, { autoSize: true, ...themeOptions(colors, locale) });
    const series = api.addSeries(CandlestickSeries, seriesColors(colors));
    chart.current = { api, series };
    return () => {
      chart.current = null;
      api.remove();
    };
  }, []);

  useEffect(() => {
    chart.current?.api.applyOptions(themeOptions(colors, locale));
    chart.current?.series.applyOptions(seriesColors(colors));
  }, [colors, locale]);

  useEffect(() => {
    const c = chart.current;
    const el = host.current;
    if (!c || !el) return;
    el.dataset.bars = '0';
    c.series.setData([]);
    return follow(c.series, el, symbol, interval, onError);
  }, [symbol, interval, onError]);

  return <div ref={host} className="candle-chart" data-testid="candle-chart" data-interval={interval} />;
}
