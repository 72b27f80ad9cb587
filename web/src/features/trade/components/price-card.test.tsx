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
const lineColour = (container: HTMLElement) =>
  container.querySelector('.sparkline polyline')?.getAttribute('stroke');

describe('the price card on Trade', () => {
  beforeAll(() => initI18n('en-US'));

  it('draws the line in the colour of the 24h change even when the last minutes went the other way', () => {
    const rising = [100, 101, 102, 103];
    const down = render(<PriceCard name="BTC/USDT" ticker={ticker('-1.20')} history={rising} />);
    expect(down.container.querySelector('.price-last')?.className).toContain('pnl-down');
    expect(lineColour(down.container)).toBe('var(--app-down)');
    down.unmount();

    const falling = [103, 102, 101, 100];
    const up = render(<PriceCard name="BTC/USDT" ticker={ticker('2.5')} history={falling} />);
    expect(lineColour(up.container)).toBe('var(--app-up)');
  });
});
