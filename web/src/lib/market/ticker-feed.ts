import type { Channel, ServerMessage, Ticker } from '@app/contracts';
import { channels } from '@app/contracts/channels';
import { useEffect, useSyncExternalStore } from 'react';
import { request } from '../api.ts';
import { createTickerStore, type LiveTicker, type TickerStore } from './ticker-store.ts';

interface FeedSource {
  subscribe(channel: Channel, handler: (m: ServerMessage) => void): () => void;
  onReconnect(listener: () => void): () => void;
}

/**
 * Feeds a store from the `tickers` channel, with a REST snapshot at start and after every reconnect (the
 * gap while the socket was down). Shared by reference count: the channel is held while anyone reads.
 */
export function createTickerFeed(
  store: TickerStore,
  connect: () => Promise<FeedSource>,
  snapshot: () => Promise<Ticker[]>,
) {
  let users = 0;
  let release: (() => void) | null = null;

  const refresh = () =>
    snapshot().then(
      (list) => store.push(list),
      () => undefined,
    );

  function start(): void {
    let cancelled = false;
    let offs: Array<() => void> = [];
    void refresh();
    void connect().then((source) => {
      if (cancelled) return;
      offs = [
        source.subscribe(channels.tickers, (m) => m.ch === 'tickers' && store.push(m.data)),
        source.onReconnect(() => void refresh()),
      ];
    });
    release = () => {
      cancelled = true;
      for (const off of offs) off();
    };
  }

  return {
    refresh,
    acquire(): () => void {
      if (users++ === 0) start();
      let done = false;
      return () => {
        if (done) return;
        done = true;
        if (--users === 0) {
          release?.();
          release = null;
        }
      };
    },
  };
}

export const tickerStore = createTickerStore();
/** The socket and the contracts load on first use, keeping them out of the first screen's bundle. */
export const tickerFeed = createTickerFeed(
  tickerStore,
  () => import('../socket/index.ts').then((m) => m.socket),
  () => import('@app/contracts').then(({ api }) => request(api.market.list)),
);

/** Keeps live tickers flowing while the calling component is mounted. */
export function useTickerFeed(): void {
  useEffect(() => tickerFeed.acquire(), []);
}

/** One symbol's live ticker; re-renders only when that symbol changes. */
export function useTicker(symbol: string, store: TickerStore = tickerStore): LiveTicker | undefined {
  return useSyncExternalStore(
    (l) => store.subscribe(symbol, l),
    () => store.get(symbol),
  );
}

/** Every known symbol (sorted); re-renders only when a symbol appears. */
export function useSymbols(store: TickerStore = tickerStore): readonly string[] {
  return useSyncExternalStore(
    (l) => store.subscribeSymbols(l),
    () => store.symbols(),
  );
}
