import { type Interval, intervals } from '../intervals.ts';

/**
 * Every websocket channel name is built and read here, on both ends: `tickers`, `ticker.<SYMBOL>`,
 * `kline.<SYMBOL>.<interval>`, and the private `orders`, `balance` and `realname`.
 */
export const channels = {
  tickers: 'tickers',
  orders: 'orders',
  balance: 'balance',
  realname: 'realname',
  /** Private: the user's recharge and withdraw records, pushed when a review decides them. */
  reviews: 'reviews',
  ticker: (symbol: string) => `ticker.${symbol}` as const,
  kline: (symbol: string, interval: Interval) => `kline.${symbol}.${interval}` as const,
} as const;

export type Channel =
  | typeof channels.tickers
  | typeof channels.orders
  | typeof channels.balance
  | typeof channels.realname
  | typeof channels.reviews
  | ReturnType<typeof channels.ticker>
  | ReturnType<typeof channels.kline>;

/** Channels that need a token sent with `online`. */
export const privateChannels: ReadonlySet<string> = new Set([
  channels.orders,
  channels.balance,
  channels.realname,
  channels.reviews,
]);

const symbolPattern = '[A-Z0-9]{2,16}';
/** The shape of a valid channel name, for the `sub`/`unsub` schema. */
export const channelPattern = new RegExp(
  `^(tickers|orders|balance|realname|reviews|ticker\\.${symbolPattern}|kline\\.${symbolPattern}\\.(${intervals.join('|')}))$`,
);

export type ParsedChannel =
  | { kind: 'tickers' | 'orders' | 'balance' | 'realname' | 'reviews' }
  | { kind: 'ticker'; symbol: string }
  | { kind: 'kline'; symbol: string; interval: Interval };

/** Reads a channel name back into its parts; undefined when it is not one of ours. */
export function parseChannel(name: string): ParsedChannel | undefined {
  if (!channelPattern.test(name)) return undefined;
  const [kind, symbol = '', interval] = name.split('.');
  if (kind === 'ticker') return { kind, symbol };
  if (kind === 'kline') return { kind, symbol, interval: interval as Interval };
  return { kind: kind as 'tickers' | 'orders' | 'balance' | 'realname' | 'reviews' };
}
