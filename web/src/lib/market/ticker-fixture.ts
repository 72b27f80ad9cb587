import type { Ticker } from '@app/contracts';

/** A ticker for tests: `symbol` at `last`, at `time`, with fixed 24h figures. */
export const tickerAt = (symbol: string, last: string, time = 1): Ticker => ({
  symbol,
  base: symbol.replace('USDT', ''),
  quote: 'USDT',
  last,
  open: '100',
  high: '110',
  low: '90',
  change: '1.00',
  volume: '10',
  turnover: '1000',
  time,
});
