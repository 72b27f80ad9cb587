import type { Ticker } from '@app/contracts';
import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { PriceCard } from './price-card.tsx';

const ticker = (change: string): Ticker => ({
  symbol: 'BTCUSDT',
  base: 'BTC',
  quote: 'USDT',
  last: '65205.07',
  open: '66000',
  high: '66286.52',
  low: '62982.38',
  change,
  volume: '16780',
  turnover: '1130000000',
  time: 0,
});

describe('the price card on Trade', () => {
  beforeAll(() => initI18n('en-US'));

  it('shows the price in the colour of the 24h change', () => {
    const down = render(<PriceCard name="BTC/USDT" ticker={ticker('-1.20')} />);
    expect(down.container.querySelector('.price-last')?.className).toContain('pnl-down');
    down.unmount();
    const up = render(<PriceCard name="BTC/USDT" ticker={ticker('2.5')} />);
    expect(up.container.querySelector('.price-last')?.className).toContain('pnl-up');
  });
});
