import { useEffect, useState } from 'react';
import { tickerStore, useSymbols } from '../../lib/market/ticker-feed.ts';
import type { LiveTicker, TickerStore } from '../../lib/market/ticker-store.ts';

export type SortKey = 'name' | 'change' | 'turnover';
export type SortDir = 'asc' | 'desc';

const keyOf: Record<SortKey, (t: LiveTicker) => number | string> = {
  name: (t) => t.symbol,
  change: (t) => Number(t.change),
  turnover: (t) => Number(t.turnover),
};

/** Which way a list's coins moved over 24 h: top gainers list only rising coins, losers only falling. */
export type Side = 'rising' | 'falling';
const onSide: Record<Side, (t: LiveTicker) => boolean> = {
  rising: (t) => Number(t.change) > 0,
  falling: (t) => Number(t.change) < 0,
};

/**
 * Symbols matching `query` (base or pair, any case) and, with `side`, moving that way; ordered by `sort`,
 * ties by name.
 */
export function rank(
  list: readonly LiveTicker[],
  sort: SortKey,
  dir: SortDir,
  query = '',
  side?: Side,
): string[] {
  const needle = query.trim().toUpperCase().replace('/', '');
  const key = keyOf[sort];
  const sign = dir === 'asc' ? 1 : -1;
  return list
    .filter((t) => (!needle || t.symbol.includes(needle)) && (!side || onSide[side](t)))
    .sort((a, b) => {
      const x = key(a);
      const y = key(b);
      const d = x < y ? -1 : x > y ? 1 : 0;
      return d * sign || a.symbol.localeCompare(b.symbol);
    })
    .map((t) => t.symbol);
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((s, i) => s === b[i]);

/**
 * The order of rows: recomputed when the sort or search changes, when a symbol appears and every few
 * seconds, not on every tick, so rows stay put under the finger while their prices move.
 */
export function useRanking(
  sort: SortKey,
  dir: SortDir,
  query = '',
  everyMs = 5_000,
  store: TickerStore = tickerStore,
  side?: Side,
): string[] {
  const symbols = useSymbols(store);
  const [order, setOrder] = useState<string[]>(() => rank(store.all(), sort, dir, query, side));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new symbol is a reason to re-rank
  useEffect(() => {
    const update = () => {
      const next = rank(store.all(), sort, dir, query, side);
      setOrder((prev) => (sameOrder(prev, next) ? prev : next));
    };
    update();
    const timer = setInterval(update, everyMs);
    return () => clearInterval(timer);
  }, [store, symbols, sort, dir, query, everyMs, side]);
  return order;
}
