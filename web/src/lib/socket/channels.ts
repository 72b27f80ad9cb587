import type { ServerMessage } from '@app/contracts';
import { parseChannel, privateChannelOf } from '@app/contracts/channels';

/** Which server messages belong to a subscribed channel. */
export function belongsTo(channel: string, m: ServerMessage): boolean {
  const parsed = parseChannel(channel);
  switch (parsed?.kind) {
    case 'tickers':
      return m.ch === 'tickers';
    case 'ticker':
      return m.ch === 'ticker' && m.data.symbol === parsed.symbol;
    case 'kline':
      return m.ch === 'kline' && m.data.symbol === parsed.symbol && m.data.interval === parsed.interval;
    case 'orders':
    case 'balance':
    case 'realname':
    case 'reviews':
      return privateChannelOf(m.ch) === parsed.kind;
    default:
      return false;
  }
}
