import type { ServerMessage, Ticker } from '@app/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createTickerFeed } from './ticker-feed.ts';
import { createTickerStore } from './ticker-store.ts';

const btc = (last: string): Ticker => ({
  symbol: 'BTCUSDT',
  base: 'BTC',
  quote: 'USDT',
  last,
  open: '1',
  high: '1',
  low: '1',
  change: '0',
  volume: '1',
  turnover: '1',
  time: Number(last),
});

function fakeSocket() {
  const handlers = new Map<string, (m: ServerMessage) => void>();
  const reconnects = new Set<() => void>();
  return {
    handlers,
    reconnect: () => {
      for (const r of reconnects) r();
    },
    subscribe: vi.fn((channel: string, h: (m: ServerMessage) => void) => {
      handlers.set(channel, h);
      return () => handlers.delete(channel);
    }),
    onReconnect: (l: () => void) => {
      reconnects.add(l);
      return () => reconnects.delete(l);
    },
  };
}

describe('the ticker feed', () => {
  it('takes a snapshot at start and after a reconnect, and the channel between', async () => {
    const store = createTickerStore((run) => run());
    const source = fakeSocket();
    const snapshot = vi.fn(async () => [btc('1')]);
    const feed = createTickerFeed(store, async () => source, snapshot);
    const release = feed.acquire();
    await vi.waitFor(() => expect(store.get('BTCUSDT')?.last).toBe('1'));
    await vi.waitFor(() => expect(source.handlers.size).toBe(1));
    source.handlers.get('tickers')?.({ ch: 'tickers', data: [btc('2')] });
    expect(store.get('BTCUSDT')?.last).toBe('2');
    snapshot.mockResolvedValueOnce([btc('3')]);
    source.reconnect();
    await vi.waitFor(() => expect(store.get('BTCUSDT')?.last).toBe('3'));
    release();
    expect(source.handlers.size).toBe(0);
  });

  it('holds one subscription however many views read it', async () => {
    const source = fakeSocket();
    const feed = createTickerFeed(
      createTickerStore(),
      async () => source,
      async () => [],
    );
    const a = feed.acquire();
    const b = feed.acquire();
    await vi.waitFor(() => expect(source.subscribe).toHaveBeenCalledTimes(1));
    a();
    a();
    expect(source.handlers.size).toBe(1);
    b();
    expect(source.handlers.size).toBe(0);
  });
});
