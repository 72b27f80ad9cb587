import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tickerAt } from '../../../lib/market/ticker-fixture.ts';
import type { LiveTicker } from '../../../lib/market/ticker-store.ts';
import { FlashPrice } from './ticker-parts.tsx';

const live = (last: string, time: number, dir: LiveTicker['dir'], beat: LiveTicker['beat']): LiveTicker => ({
  ...tickerAt('BTCUSDT', last, time),
  dir,
  beat,
});

describe('the flashing price', () => {
  it('updates the same element on every tick and restarts its flash by the beat', () => {
    const view = render(<FlashPrice ticker={live('100', 1000, 0, 0)} className="big" />);
    const first = view.container.querySelector('.price');
    view.rerender(<FlashPrice ticker={live('101', 2000, 1, 1)} className="big" />);
    const second = view.container.querySelector('.price');
    expect(second).toBe(first);
    expect(second?.className).toContain('flash-up');
    expect(second?.className).toContain('beat-1');
    view.rerender(<FlashPrice ticker={live('100.5', 3000, -1, 0)} className="big" />);
    expect(view.container.querySelector('.price')).toBe(first);
    expect(first?.className).toContain('beat-0');
    expect(first?.textContent).toBe('100.5000');
  });

  it('flashes in the colour of its text: a tick down on a coin up over 24h flashes the rise colour', () => {
    const rising = { ...live('100.5', 3000, -1, 0), change: '2.10' };
    const view = render(<FlashPrice ticker={rising} />);
    const price = view.container.querySelector('.price');
    expect(price?.className).toContain('trend-up');
    expect(price?.className).toContain('flash-up');
    view.rerender(<FlashPrice ticker={{ ...live('101', 4000, 1, 1), change: '-0.40' }} />);
    expect(price?.className).toContain('trend-down');
    expect(price?.className).toContain('flash-down');
  });
});
