import type { Ticker } from '@app/contracts';

/**
 * A ticker plus which way its last price moved at the latest update (1 up, -1 down, 0 same or first),
 * and a beat that flips on every update, so a view can restart a per-update effect (the price flash)
 * on the element it already has instead of creating a new one.
 */
export interface LiveTicker extends Ticker {
  dir: -1 | 0 | 1;
  beat: 0 | 1;
}

export type FrameScheduler = (run: () => void) => void;

const defaultScheduler: FrameScheduler = (run) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else setTimeout(run, 16);
};

const sameTicker = (a: Ticker, b: Ticker) =>
  a.last === b.last && a.time === b.time && a.volume === b.volume && a.high === b.high && a.low === b.low;

function direction(prev: Ticker | undefined, next: Ticker): LiveTicker['dir'] {
  if (!prev) return 0;
  const d = Number(next.last) - Number(prev.last);
  return d > 0 ? 1 : d < 0 ? -1 : 0;
}

/**
 * Every symbol's latest ticker, outside React. Updates from the socket and REST snapshots are buffered
 * and applied once per animation frame; listeners of a symbol hear only about that symbol, so a list of
 * all symbols re-renders only the rows that changed.
 */
export function createTickerStore(schedule: FrameScheduler = defaultScheduler) {
  const tickers = new Map<string, LiveTicker>();
  const pending = new Map<string, Ticker>();
  const symbolListeners = new Map<string, Set<() => void>>();
  const listListeners = new Set<() => void>();
  let symbols: readonly string[] = [];
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    const changed: string[] = [];
    for (const [symbol, next] of pending) {
      const prev = tickers.get(symbol);
      if (prev && sameTicker(prev, next)) continue;
      tickers.set(symbol, { ...next, dir: direction(prev, next), beat: prev?.beat === 0 ? 1 : 0 });
      changed.push(symbol);
    }
    pending.clear();
    if (tickers.size !== symbols.length) {
      symbols = [...tickers.keys()].sort();
      for (const l of listListeners) l();
    }
    for (const symbol of changed) for (const l of symbolListeners.get(symbol) ?? []) l();
  }

  return {
    /** Queues tickers (from `tickers`, `ticker.<SYM>` or market/list); they land on the next frame. */
    push(list: readonly Ticker[]): void {
      for (const t of list) pending.set(t.symbol, t);
      if (scheduled || pending.size === 0) return;
      scheduled = true;
      schedule(flush);
    },
    get: (symbol: string): LiveTicker | undefined => tickers.get(symbol),
    /** Every known symbol, sorted; the same array until a symbol appears. */
    symbols: (): readonly string[] => symbols,
    all: (): LiveTicker[] => [...tickers.values()],
    subscribe(symbol: string, listener: () => void): () => void {
      let set = symbolListeners.get(symbol);
      if (!set) {
        set = new Set();
        symbolListeners.set(symbol, set);
      }
      set.add(listener);
      return () => set.delete(listener);
    },
    subscribeSymbols(listener: () => void): () => void {
      listListeners.add(listener);
      return () => listListeners.delete(listener);
    },
    /** Applies anything queued now (tests, and a snapshot the user asked for). */
    flush,
  };
}
export type TickerStore = ReturnType<typeof createTickerStore>;
