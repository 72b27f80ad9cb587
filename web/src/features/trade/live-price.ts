import type { Ticker } from '@app/contracts';
import { useSyncExternalStore } from 'react';
import { socket } from '../../lib/socket/index.ts';

/**
 * Live price of one symbol straight from the socket's `ticker.<SYMBOL>` channel, with the last few
 * minutes of prices for the sparkline. A stand-in until the markets feature's ticker store is merged:
 * only `useLivePrice` is used by pages, so swapping the source touches this file alone.
 */
const HISTORY = 180;
type Entry = { ticker: Ticker | undefined; history: number[]; listeners: Set<() => void>; off?: () => void };
const entries = new Map<string, Entry>();

function entry(symbol: string): Entry {
  let e = entries.get(symbol);
  if (!e) {
    e = { ticker: undefined, history: [], listeners: new Set() };
    entries.set(symbol, e);
  }
  return e;
}

function push(e: Entry, ticker: Ticker) {
  const history = [...e.history, Number(ticker.last)].slice(-HISTORY);
  e.ticker = ticker;
  e.history = history;
  for (const l of e.listeners) l();
}

function subscribe(symbol: string, listener: () => void): () => void {
  const e = entry(symbol);
  e.listeners.add(listener);
  if (!e.off) {
    socket.start();
    e.off = socket.subscribe(`ticker.${symbol}`, (m) => {
      if (m.ch === 'ticker') push(e, m.data);
    });
  }
  return () => {
    e.listeners.delete(listener);
    if (e.listeners.size > 0) return;
    e.off?.();
    e.off = undefined;
  };
}

/** Seeds a symbol with a REST ticker (product/list) until the socket speaks. */
export function seedPrice(ticker: Ticker | null | undefined): void {
  if (!ticker) return;
  const e = entry(ticker.symbol);
  if (!e.ticker || e.ticker.time < ticker.time) push(e, ticker);
}

export function useLivePrice(symbol: string | undefined): { ticker?: Ticker; history: number[] } {
  const key = symbol ?? '';
  const ticker = useSyncExternalStore(
    (l) => (symbol ? subscribe(symbol, l) : () => {}),
    () => (symbol ? entry(key).ticker : undefined),
  );
  const history = useSyncExternalStore(
    (l) => (symbol ? subscribe(symbol, l) : () => {}),
    () => (symbol ? entry(key).history : EMPTY),
  );
  return { ticker, history };
}
const EMPTY: number[] = [];
