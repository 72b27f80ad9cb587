import type { Candle, ServerMessage } from '@app/contracts';
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// A chart library that records what the component asks of it (happy-dom has no canvas to draw on).
const made = vi.hoisted(() => ({
  charts: 0,
  setData: [] as unknown[][],
  updates: [] as unknown[],
}));
vi.mock('lightweight-charts', () => {
  const series = () => ({
    setData: (data: unknown[]) => made.setData.push(data),
    update: (point: unknown) => made.updates.push(point),
    applyOptions: () => {},
    priceScale: () => ({ applyOptions: () => {} }),
  });
  const scale = {
    subscribeVisibleLogicalRangeChange: () => {},
    unsubscribeVisibleLogicalRangeChange: () => {},
    subscribeSizeChange: () => {},
    unsubscribeSizeChange: () => {},
  };
  return {
    ColorType: { Solid: 'solid' },
    TickMarkType: { Year: 0, Month: 1, DayOfMonth: 2, Time: 3, TimeWithSeconds: 4 },
    AreaSeries: 'area',
    CandlestickSeries: 'candles',
    HistogramSeries: 'histogram',
    LineSeries: 'line',
    createChart: () => {
      made.charts += 1;
      return {
        addSeries: series,
        removeSeries: () => {},
        applyOptions: () => {},
        timeScale: () => scale,
        remove: () => {},
      };
    },
  };
});

// The candles answer when the test says so; the socket hands its kline listener to the test.
const kline = vi.hoisted(() => ({ answer: (_: Candle[]) => {}, push: (_: ServerMessage) => {} }));
vi.mock('../../../lib/market/kline.ts', () => ({
  fetchKline: () => new Promise<Candle[]>((resolve) => (kline.answer = resolve)),
}));
vi.mock('../../../lib/socket/index.ts', () => ({
  socket: {
    subscribe: (_: string, listener: (m: ServerMessage) => void) => {
      kline.push = listener;
      return () => {};
    },
    onReconnect: () => () => {},
  },
}));

import CandleChart from './candle-chart.tsx';

const colors = { up: '#0a0', down: '#a00', accent: '#00a', text: '#000', grid: '#eee', background: '#fff' };
const candle = (second: number, close: string): Candle => ({
  time: 1_800_000_000_000 + second * 1000,
  open: '100',
  high: '102',
  low: '99',
  close,
  volume: '3',
});

describe('the pair chart', () => {
  beforeEach(() => {
    made.charts = 0;
    made.setData = [];
    made.updates = [];
  });

  it('shows the grey placeholder and makes no chart until its candles come, then draws them at once', async () => {
    const { container } = render(
      <CandleChart symbol="BTCUSDT" interval="1s" colors={colors} locale="en-US" onError={() => {}} />,
    );
    const card = container.querySelector('.candle-chart');
    expect(card?.classList.contains('chart-loading')).toBe(true);
    expect(made.charts).toBe(0);

    await act(async () => kline.answer([candle(0, '100.5'), candle(1, '101')]));
    expect(made.charts).toBe(1);
    expect(card?.classList.contains('chart-loading')).toBe(false);
    // Price, volume and moving average each get the two candles' data.
    expect(made.setData.map((d) => d.length).slice(0, 2)).toEqual([2, 2]);
    expect(container.querySelector('[data-testid="candle-chart"]')?.getAttribute('data-bars')).toBe('2');
  });

  it('keeps a candle pushed before the candles came and draws it after them', async () => {
    render(<CandleChart symbol="BTCUSDT" interval="1s" colors={colors} locale="en-US" onError={() => {}} />);
    await act(async () =>
      kline.push({ ch: 'kline', data: { candle: candle(2, '103') } } as unknown as ServerMessage),
    );
    expect(made.charts).toBe(0);
    expect(made.updates).toHaveLength(0);
    await act(async () => kline.answer([candle(0, '100.5'), candle(1, '101')]));
    expect(made.charts).toBe(1);
    expect(made.updates).toContainEqual(expect.objectContaining({ value: 103 }));
  });
});
