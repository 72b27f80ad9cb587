import { describe, expect, it } from 'vitest';
import type { LiveTicker } from '../../lib/market/ticker-store.ts';
import { rank } from './ranking.ts';

const coin = (symbol: string, change: string, turnover = '1') => ({ symbol, change, turnover }) as LiveTicker;
const list = [coin('BTCUSDT', '2.5'), coin('ETHUSDT', '-1.2'), coin('SOLUSDT', '0'), coin('XRPUSDT', '7')];

describe('gainers and losers are what they say', () => {
  it('top gainers lists only rising coins, biggest rise first', () => {
    expect(rank(list, 'change', 'desc', '', 'rising')).toEqual(['XRPUSDT', 'BTCUSDT']);
  });

  it('top losers lists only falling coins, biggest fall first', () => {
    expect(rank(list, 'change', 'asc', '', 'falling')).toEqual(['ETHUSDT']);
  });

  it('a list with no side still shows every coin', () => {
    expect(rank(list, 'change', 'desc')).toHaveLength(4);
  });
});
