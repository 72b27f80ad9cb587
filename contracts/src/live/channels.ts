import { type Interval, intervals } from '../intervals.ts';

/**
 * Every websocket channel name is built and read here, on both ends: `tickers`, `ticker.<SYMBOL>`,
 * `kline.<SYMBOL>.<interval>`, and the private channels below.
 */

/**
 * The private channels (they need a token sent with `online`) and the messages each carries to its
 * owner: the one definition the server's delivery and the app's routing of pushes are read from.
 */
export const privateChannelMessages = {
  orders: ['order'],
  balance: ['balance'],
  realname: ['realname'],
  /** The user's recharge and withdraw records, pushed when a review decides them. */
  reviews: ['recharge', 'withdraw'],
} as const;
export type PrivateChannel = keyof typeof privateChannelMessages;
/** The `ch` of a message only its owner receives. */
export type UserMessageCh = (typeof privateChannelMessages)[PrivateChannel][number];

const privateNames = Object.keys(privateChannelMessages) as PrivateChannel[];
const channelOfMessage = new Map<string, PrivateChannel>(
  privateNames.flatMap((channel) => privateChannelMessages[channel].map((ch) => [ch, channel] as const)),
);

/** The private channel a message travels on; undefined for a public message. */
export const privateChannelOf = (ch: string): PrivateChannel | undefined => channelOfMessage.get(ch);
export const channels = {
  tickers: 'tickers',
  orders: 'orders',
  balance: 'balance',
  realname: 'realname',
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
export const privateChannels: ReadonlySet<string> = new Set(privateNames);

const symbolPattern = '[A-Z0-9]{2,16}';
/** The shape of a valid channel name, for the `sub`/`unsub` schema. */
export const channelPattern = new RegExp(
  `^(tickers|${privateNames.join('|')}|ticker\\.${symbolPattern}|kline\\.${symbolPattern}\\.(${intervals.join('|')}))$`,
);

export type ParsedChannel =
  | { kind: 'tickers' | PrivateChannel }
  | { kind: 'ticker'; symbol: string }
  | { kind: 'kline'; symbol: string; interval: Interval };

/** Reads a channel name back into its parts; undefined when it is not one of ours. */
export function parseChannel(name: string): ParsedChannel | undefined {
  if (!channelPattern.test(name)) return undefined;
  const [kind, symbol = '', interval] = name.split('.');
  if (kind === 'ticker') return { kind, symbol };
  if (kind === 'kline') return { kind, symbol, interval: interval as Interval };
  return { kind: kind as 'tickers' | PrivateChannel };
}
