import { describe, expect, it } from 'vitest';
import {
  channels,
  parseChannel,
  privateChannelMessages,
  privateChannelOf,
  privateChannels,
} from './channels.ts';
import { channelName, serverMessage } from './messages.ts';

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

  it('routes each message only its owner receives to one private channel, and every public one to none', () => {
    const kinds = serverMessage.options.map((o) => o.shape.ch.value as string);
    for (const [channel, messages] of Object.entries(privateChannelMessages)) {
      expect(privateChannels.has(channel), channel).toBe(true);
      expect(channelName.safeParse(channel).success, channel).toBe(true);
      expect(parseChannel(channel)).toEqual({ kind: channel });
      for (const ch of messages) {
        expect(kinds, ch).toContain(ch);
        expect(privateChannelOf(ch)).toBe(channel);
      }
    }
    for (const ch of ['tickers', 'ticker', 'kline', 'ping', 'error', '__proto__', 'constructor'])
      expect(privateChannelOf(ch), ch).toBeUndefined();
  });
});
