import type { ClientMessage, ServerMessage } from './messages.ts';

/** What each websocket message is for: the AsyncAPI document and the drift checker read it from here. */
export const liveMessageDocs: Record<ClientMessage['ch'] | ServerMessage['ch'], string> = {
  heart: 'Client heartbeat, every 20 s; answered by ping',
  online:
    'Client: say who is on this socket, when it opens and again whenever the session changes (login, logout, a refreshed token). ' +
    'A valid token binds the socket to that login and opens the private channels (another user’s are dropped); no token, or one no longer valid, drops them. Answered by ping',
  sub: 'Client: subscribe to a channel; answered by subscribed and a first snapshot',
  unsub: 'Client: stop receiving a channel',
  ping: 'Server time, answering heart and online, and every heartbeat',
  tickers:
    'Every symbol’s 24h ticker, once a second while the world’s clock runs (a frozen sandbox sends none)',
  ticker: 'One symbol’s 24h ticker, once a second while the world’s clock runs (a frozen sandbox sends none)',
  kline: 'The open candle of one symbol and interval, once a second while the world’s clock runs',
  order: 'An own order was placed or settled',
  balance: 'The own balances changed',
  realname: 'The own real-name verification changed state (submitted, approved or declined)',
  recharge: 'An own recharge was decided (approved or declined, with the reason)',
  withdraw: 'An own withdrawal was decided (approved or declined, with the reason)',
  redirect: 'A restricted user is sent to the configured limit page',
  subscribed: 'A subscription was accepted',
  error: 'A message was refused: code and translated msg; the socket stays open',
};

/** Channels a client subscribes to with `sub`, and the push each delivers. */
export const liveSubscriptions = [
  { address: 'tickers', push: 'tickers', private: false },
  { address: 'ticker.{symbol}', push: 'ticker', private: false },
  { address: 'kline.{symbol}.{interval}', push: 'kline', private: false },
  { address: 'orders', push: 'order', private: true },
  { address: 'balance', push: 'balance', private: true },
  { address: 'realname', push: 'realname', private: true },
  { address: 'reviews', push: 'recharge', private: true },
  { address: 'reviews', push: 'withdraw', private: true },
] as const satisfies ReadonlyArray<{ address: string; push: ServerMessage['ch']; private: boolean }>;
