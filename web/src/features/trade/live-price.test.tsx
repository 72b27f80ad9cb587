import type { Candle, Endpoint, Ticker } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api.ts', () => ({ request }));
vi.mock('../../lib/socket/index.ts', () => ({
  socket: { subscribe: () => () => {}, onReconnect: () => () => {} },
}));

import { tickerStore } from '../../lib/market/ticker-feed.ts';
import { useLivePrice } from './live-price.ts';

const candle = (time: number, close: string): Candle => ({
  time,
  open: close,
  high: close,
  low: close,
  close,
  volume: '1',
});
const ticker = (time: number, last: string): Ticker => ({
  symbol: 'BTCUSDT',
  base: 'BTC',
  quote: 'USDT',
  last,
  open: '1',
  high: last,
  low: last,
  change: '0',
  volume: '1',
  turnover: '1',
  time,
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('the trade page’s live price', () => {
  it('starts the sparkline with the recorded 1 s closes, then adds each newer live price once', async () => {
    request.mockImplementation(async (e: Endpoint) =>
      e.path === 'market/kline' ? [candle(1000, '1'), candle(2000, '2'), candle(3000, '3')] : [],
    );
    const { result } = renderHook(() => useLivePrice('BTCUSDT'), { wrapper });
    await waitFor(() => expect(result.current.history).toEqual([1, 2, 3]));
    const kline = request.mock.calls.find(([e]) => (e as Endpoint).path === 'market/kline');
    expect(kline?.[1]).toEqual({ query: { symbol: 'BTCUSDT', interval: '1s', limit: 180 } });

    act(() => {
      tickerStore.push([ticker(4000, '4')]);
      tickerStore.flush();
    });
    await waitFor(() => expect(result.current.history).toEqual([1, 2, 3, 4]));
    expect(result.current.ticker?.last).toBe('4');

    act(() => {
      tickerStore.push([ticker(3000, '9')]); // the ticker store shows it, the line never goes back in time
      tickerStore.flush();
    });
    expect(result.current.history).toEqual([1, 2, 3, 4]);
  });
});
