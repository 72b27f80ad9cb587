import { describe, expect, it } from 'vitest';
import { channels, parseChannel } from './channels.ts';
import { channelName } from './messages.ts';

describe('channel names', () => {
  it('builds the ticker and kline channels the protocol documents', () => {
    expect(channels.ticker('BTC')).toBe('ticker.BTC');
    expect(channels.kline('ETH', '5Min')).toBe('kline.ETH.5Min');
  });

  it('reads every built name back into its parts', () => {
    expect(parseChannel(channels.kline('BTC', '1s'))).toEqual({
      kind: 'kline',
      symbol: 'BTC',
      interval: '1s',
    });
    expect(parseChannel(channels.ticker('SOL'))).toEqual({ kind: 'ticker', symbol: 'SOL' });
    expect(parseChannel(channels.orders)).toEqual({ kind: 'orders' });
  });

  it('refuses names the schema refuses', () => {
    for (const bad of ['kline.BTC.2Min', 'ticker.btc', 'order', 'kline.BTC']) {
      expect(parseChannel(bad)).toBeUndefined();
      expect(channelName.safeParse(bad).success).toBe(false);
    }
  });
});
