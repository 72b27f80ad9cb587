import type { Ticker } from '@app/contracts';
import { tickerStore, useTicker, useTickerFeed } from '../../lib/market/ticker-feed.ts';

/** Puts a REST ticker (product/list) in the shared ticker store until the socket speaks. */
export function seedPrice(ticker: Ticker | null | undefined): void {
  if (ticker && (tickerStore.get(ticker.symbol)?.time ?? 0) < ticker.time) tickerStore.push([ticker]);
}

/** One symbol's live price for the trade pages, read from the market feature's ticker store. */
export function useLivePrice(symbol: string | undefined): { ticker?: Ticker } {
  useTickerFeed();
  const ticker = useTicker(symbol ?? '');
  return { ticker: symbol ? ticker : undefined };
}
