import type { ServerMessage } from '@app/contracts';

/** Which server messages belong to a subscribed channel. */
export function belongsTo(channel: string, m: ServerMessage): boolean {
  const [kind, symbol, interval] = channel.split('.');
  if (kind === 'tickers') return m.ch === 'tickers';
  if (kind === 'ticker') return m.ch === 'ticker' && m.data.symbol === symbol;
  if (kind === 'kline') return m.ch === 'kline' && m.data.symbol === symbol && m.data.interval === interval;
  if (kind === 'orders') return m.ch === 'order';
  return kind === 'balance' && m.ch === 'balance';
}
