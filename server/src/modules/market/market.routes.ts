import { api, type Candle, type Ticker, toMinor } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { fail } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { candleRepository } from './candle.repository.ts';
import { volumeScale } from './market.schema.ts';
import { wireCandle } from './series.ts';
import { tickStore } from './tick.repository.ts';

const bySymbol = (a: Ticker, b: Ticker) => (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);
const descBy = (f: (t: Ticker) => bigint) => (a: Ticker, b: Ticker) => {
  const d = f(b) - f(a);
  return d > 0n ? 1 : d < 0n ? -1 : bySymbol(a, b);
};

/** Sorted and filtered tickers: `gainers` by 24h change, `turnover` by 24h turnover, both descending. */
export function sortTickers(list: Ticker[], sort: 'symbol' | 'gainers' | 'turnover', q?: string): Ticker[] {
  const needle = q?.toUpperCase();
  const found = needle ? list.filter((t) => t.symbol.includes(needle)) : [...list];
  if (sort === 'gainers') return found.sort(descBy((t) => toMinor(t.change, 2)));
  if (sort === 'turnover') return found.sort(descBy((t) => toMinor(t.turnover, volumeScale)));
  return found.sort(bySymbol);
}

export function marketRoutes(app: FastifyInstance, { database, market, clock }: AppContext): void {
  const { db } = database;

  route(app, api.market.list, ({ query }) => sortTickers(market.tickers(), query.sort, query.q));

  route(app, api.market.ticker, ({ query }) => {
    const ticker = market.ticker(query.symbol);
    if (!ticker) throw fail.notFound('invalid_symbol');
    return ticker;
  });

  route(app, api.market.kline, async ({ query }): Promise<Candle[]> => {
    const { symbol, interval, limit } = query;
    if (!market.series(symbol)) throw fail.notFound('invalid_symbol');
    const to = query.to ?? clock();
    if (interval !== '1s')
      return (await candleRepository.until(db, symbol, interval, to, limit)).map(wireCandle);
    const ticks = await tickStore.until(db, symbol, to, limit);
    return ticks.map((t) =>
      wireCandle({ ...t, open: t.price, high: t.price, low: t.price, close: t.price, turnover: 0n }),
    );
  });
}
