import type { Order } from '@app/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { navigateTo } from '../../../lib/location.tsx';
import { maintenance, renderPage } from '../../../test/render-page.tsx';
import { announce, resetResults } from '../results.ts';
import { ResultAnnouncer } from './result-announcer.tsx';

const won: Order = {
  id: 7,
  number: 'T7',
  symbol: 'BTCUSDT',
  direction: 'up',
  amount: '10.000000',
  seconds: 30,
  profit_ratio: '0.80',
  strike: '65000.00',
  strike_time: 1,
  placed_at: 1,
  expires_at: 30_001,
  status: 'closed',
  close: '65010.00',
  close_time: 30_001,
  result: 'win',
  profit: '8.000000',
  payout: '18.000000',
  estimated: '8.000000',
};

describe('a settled order is announced wherever the user is', () => {
  // The sheet is a lazy chunk (antd-mobile's popup); loaded once here so the tests wait for no download.
  beforeAll(() => Promise.all([initI18n('en-US'), import('./result-sheet.tsx')]), 30_000);
  afterEach(() => {
    vi.unstubAllGlobals();
    resetResults();
  });

  it('on the Asset tab, the result sheet opens and a polite live region says what settled', async () => {
    renderPage(<ResultAnnouncer />, maintenance, '/app/pages/tabbar/asset/index');
    await act(async () => announce([won]));
    expect(await screen.findByTestId('result-sheet')).toBeTruthy();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toContain('BTC/USDT Buy more settled: Win, +8');
  });

  it("the sheet shows the stake and the payout at USDT's scale, the prices by the price rule", async () => {
    renderPage(<ResultAnnouncer />, maintenance, '/app/pages/tabbar/asset/index');
    await act(async () => announce([won]));
    const sheet = await screen.findByTestId('result-sheet');
    const cells = [...sheet.querySelectorAll('.order-cell')].map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Buy price65000.00',
      'Trade price65010.00',
      'Quantity10.000000',
      'Payout18.000000',
    ]);
  });

  it('moving to another route hides the sheet', async () => {
    renderPage(<ResultAnnouncer />, maintenance, '/app/pages/tabbar/asset/index');
    await act(async () => announce([won]));
    expect(await screen.findByTestId('result-sheet')).toBeTruthy();
    act(() => navigateTo('/app/pages/tabbar/mine/index'));
    await waitFor(() => expect(screen.queryByTestId('result-sheet')).toBeNull());
  });
});
