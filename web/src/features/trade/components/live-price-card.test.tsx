import type { Endpoint, Ticker } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api.ts', () => ({ request }));
vi.mock('../../../lib/socket/index.ts', () => ({
  socket: { subscribe: () => () => {}, onReconnect: () => () => {} },
}));

import { initI18n } from '../../../lib/i18n.ts';
import { tickerStore } from '../../../lib/market/ticker-feed.ts';
import { LivePriceCard } from './price-card.tsx';

const ticker = (time: number, last: string): Ticker => ({
  symbol: 'ETHUSDT',
  base: 'ETH',
  quote: 'USDT',
  last,
  open: '1',
  high: last,
  low: last,
  change: '1.5',
  volume: '1',
  turnover: '1',
  time,
});

/** Stands for the Trade tab: it holds the card beside its chips, buttons and positions. */
const page = { renders: 0 };
function TradePageStandIn() {
  page.renders += 1;
  return <LivePriceCard name="ETH/USDT" symbol="ETHUSDT" />;
}

describe('the live price card on Trade', () => {
  beforeAll(() => initI18n('en-US'));

  it('takes each tick itself: the page around it (chips, buttons, positions) does not render again', async () => {
    request.mockImplementation(async (_e: Endpoint) => []);
    const view = render(
      <QueryClientProvider client={new QueryClient()}>
        <TradePageStandIn />
      </QueryClientProvider>,
    );
    const rendersBefore = page.renders;
    for (const [time, last] of [
      [1000, '3000.5'],
      [2000, '3001.25'],
      [3000, '2999.75'],
    ] as const) {
      act(() => {
        tickerStore.push([ticker(time, last)]);
        tickerStore.flush();
      });
    }
    await waitFor(() => expect(view.getByTestId('live-price').textContent).toBe('2999.75'));
    expect(page.renders).toBe(rendersBefore);
  });
});
