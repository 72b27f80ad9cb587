import { type Candle, channels, type Interval, type ServerMessage } from '@app/contracts';
import {
  AreaSeries,
  CandlestickSeries,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  LineSeries,
  type SeriesType,
  type UTCTimestamp,
} from 'lightweight-charts';
import { fetchKline } from '../../../lib/market/kline.ts';
import { socket } from '../../../lib/socket/index.ts';
import {
  type Bar,
  type ChartColors,
  MA_PERIOD,
  movingAverage,
  priceDecimals,
  toBar,
  toBars,
} from '../chart-data.ts';

const ts = (t: number) => t as UTCTimestamp;
const alpha = (hex: string, a: string) => (/^#[0-9a-f]{6}$/i.test(hex) ? `${hex}${a}` : hex);

/** The chart's series: price (candles, or an area for 1s), volume bars at the bottom, the moving average. */
export interface ChartSeries {
  price: ISeriesApi<SeriesType>;
  volume: ISeriesApi<'Histogram'>;
  ma: ISeriesApi<'Line'>;
  area: boolean;
}

export function addSeries(api: IChartApi, interval: Interval, colors: ChartColors): ChartSeries {
  const area = interval === '1s';
  const price = area
    ? api.addSeries(AreaSeries, {
        lineColor: colors.accent,
        topColor: alpha(colors.accent, '55'),
        bottomColor: alpha(colors.accent, '05'),
        lineWidth: 2,
      })
    : api.addSeries(CandlestickSeries, {
        upColor: colors.up,
        downColor: colors.down,
        wickUpColor: colors.up,
        wickDownColor: colors.down,
        borderVisible: false,
      });
  // Prices keep the top three quarters; the volume bars the bottom fifth.
  price.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.24 } });
  const volume = api.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'volume' },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
  const ma = api.addSeries(LineSeries, {
    color: '#e8a317',
    lineWidth: 1,
    priceLineVisible: false,
    lastValueVisible: false,
    crosshairMarkerVisible: false,
  });
  return { price, volume, ma, area };
}

export function removeSeries(api: IChartApi, s: ChartSeries): void {
  api.removeSeries(s.ma);
  api.removeSeries(s.volume);
  api.removeSeries(s.price);
}

const priceData = (s: ChartSeries, b: Bar) =>
  s.area ? { time: ts(b.time), value: b.close } : { ...b, time: ts(b.time) };
const volumeData = (colors: ChartColors, b: Bar) => ({
  time: ts(b.time),
  value: b.volume,
  color: alpha(b.close >= b.open ? colors.up : colors.down, '66'),
});

/**
 * Loads the candles of a symbol and interval, then follows `kline.<SYM>.<interval>` with `update()` on
 * every series (the moving average's last point recomputed from the kept closes); a reconnect reloads
 * them to fill the gap. Returns the unsubscribe.
 */
export function follow(
  s: ChartSeries,
  colors: ChartColors,
  host: HTMLElement,
  symbol: string,
  interval: Interval,
  onError: () => void,
) {
  let bars: Bar[] = [];
  let loaded = false;
  let active = true;
  const early: Candle[] = [];
  const apply = (c: Candle) => {
    const bar = toBar(c);
    const last = bars.at(-1);
    if (last && bar.time < last.time) return;
    if (last && bar.time === last.time) bars[bars.length - 1] = bar;
    else bars.push(bar);
    if (bars.length > 2000) bars = bars.slice(-1000);
    s.price.update(priceData(s, bar));
    s.volume.update(volumeData(colors, bar));
    const point = movingAverage(bars.slice(-MA_PERIOD)).at(-1);
    if (point) s.ma.update({ time: ts(point.time), value: point.value });
  };
  const load = () =>
    fetchKline(symbol, interval).then((candles) => {
      if (!active) return;
      bars = toBars(candles);
      s.price.setData(bars.map((b) => priceData(s, b)));
      s.volume.setData(bars.map((b) => volumeData(colors, b)));
      s.ma.setData(movingAverage(bars).map((p) => ({ time: ts(p.time), value: p.value })));
      host.dataset.bars = String(bars.length);
      const decimals = priceDecimals(bars.at(-1)?.close ?? 1);
      const priceFormat = { type: 'price' as const, precision: decimals, minMove: 10 ** -decimals };
      s.price.applyOptions({ priceFormat });
      s.ma.applyOptions({ priceFormat });
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
