import { api, type Interval } from '@app/contracts';
import { request } from '../api.ts';

/** `api.market.kline`: the latest candles of a symbol and interval, oldest first. */
export const fetchKline = (symbol: string, interval: Interval, limit = 300) =>
  request(api.market.kline, { query: { symbol, interval, limit } });
