import type { Ticker } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { fetchKline } from '../../lib/market/kline.ts';
import { tickerStore, useTicker, useTickerFeed } from '../../lib/market/ticker-feed.ts';

/** How many 1 s prices the sparkline shows: the last three minutes. */
const HISTORY = 180;

interface Point {
  time: number;
  price: number;
}

/** Puts a REST ticker (product/list) in the shared ticker store until the socket speaks. */
export function seedPrice(ticker: Ticker | null | undefined): void {
  if (ticker && (tickerStore.get(ticker.symbol)?.time ?? 0) < ticker.time) tickerStore.push([ticker]);
}

/**
 * One symbol's live price for the trade pages, read from the market feature's ticker store, and the
 * last three minutes of prices for the sparkline: the recorded 1 s candles, then each live tick, so the
 * line starts with real history instead of a step.
 */
export function useLivePrice(symbol: string | undefined): { ticker?: Ticker; history: number[] } {
  useTickerFeed();
  const ticker = useTicker(symbol ?? '');
  const candles = useQuery({
    queryKey: ['sparkline', symbol],
    queryFn: () => fetchKline(symbol ?? '', '1s', HISTORY),
    enabled: Boolean(symbol),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [ticks, setTicks] = useState<{ symbol?: string; points: Point[] }>({ points: [] });

  useEffect(() => {
    if (!symbol || !ticker) return;
    const point = { time: ticker.time, price: Number(ticker.last) };
    setTicks((prev) => {
      const points = prev.symbol === symbol ? prev.points : [];
      if ((points.at(-1)?.time ?? 0) >= point.time) return prev;
      return { symbol, points: [...points, point].slice(-HISTORY) };
    });
  }, [symbol, ticker]);

  const history = useMemo(() => {
    const recorded = (candles.data ?? []).map((c) => ({ time: c.time, price: Number(c.close) }));
    const after = recorded.at(-1)?.time ?? 0;
    const live = ticks.symbol === symbol ? ticks.points.filter((p) => p.time > after) : [];
    return [...recorded, ...live].slice(-HISTORY).map((p) => p.price);
  }, [candles.data, ticks, symbol]);

  return { ticker: symbol ? ticker : undefined, history };
}
