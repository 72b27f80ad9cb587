import type { Order } from '@app/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hideAllFeedback } from '../../../lib/feedback.ts';
import { initI18n } from '../../../lib/i18n.ts';
import {
  type Answer,
  installAntdRender,
  maintenance,
  ok,
  productFixture,
  renderPage,
} from '../../../test/render-page.tsx';
import TradeTab from './index.tsx';

// The canvas chart cannot draw in happy-dom; what it draws is checked in Chromium (web/e2e/trade.e2e.test.ts).
vi.mock('../../../features/market/components/candle-chart.tsx', () => ({ default: () => null }));

const holding = { available: '1000.000000', locked: '0.000000' };
const placed = (body: URLSearchParams): Order => ({
  id: 1,
  number: 'T1',
  symbol: 'BTCUSDT',
  direction: body.get('direction') === 'down' ? 'down' : 'up',
  amount: `${body.get('amount')}.000000`,
  seconds: Number(body.get('seconds')),
  profit_ratio: '0.85',
  strike: '65000.00',
  strike_time: 1,
  placed_at: 1,
  expires_at: 60_001,
  status: 'trading',
  close: null,
  close_time: null,
  result: null,
  profit: null,
  payout: null,
  estimated: '42.500000',
});

const server: Answer = (call, sent) => {
  if (call === 'product/list') return ok([productFixture('BTCUSDT', 1)]);
  if (call === 'user/balance') return ok({ usdt: holding, money: holding });
  if (call === 'user/newOrderList') return ok({ trading: [], settled: [], server_time: Date.now() });
  return maintenance(call, sent);
};

/** The bodies of the `user/buy` calls the screen made. */
const buys = (fetch: ReturnType<typeof renderPage>['fetch']) =>
  fetch.mock.calls
    .filter(([url]) => String(url).includes('user/buy'))
    .map(([, init]) => new URLSearchParams(String((init as RequestInit).body)));

describe('the Trade screen places an order on the screen itself', () => {
  // The toast and the confirmation are lazy chunks (lib/feedback.ts): loaded once here, so no test waits
  // for a download.
  beforeAll(async () => {
    installAntdRender();
    await Promise.all([
      initI18n('en-US'),
      import('antd-mobile/es/components/toast'),
      import('antd-mobile/es/components/dialog'),
      import('antd-mobile/es/components/modal'),
    ]);
  }, 30_000);
  afterEach(() => {
    hideAllFeedback();
    vi.unstubAllGlobals();
  });

  it('has headings that go down one level at a time, so a screen reader’s outline skips nothing', async () => {
    renderPage(<TradeTab />, server, '/app/pages/tabbar/trade/index');
    await screen.findByRole('button', { name: /60s/ });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    for (const [i, level] of levels.entries())
      if (i > 0) expect(level).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
  });

  it('shows nothing under the price card until the products come, so nothing there moves when they do', async () => {
    let answerProducts = (_: Response) => {};
    const productsLater: Answer = (call, sent) =>
      call === 'product/list' ? new Promise<Response>((r) => (answerProducts = r)) : server(call, sent);
    const { fetch } = renderPage(<TradeTab />, productsLater, '/app/pages/tabbar/trade/index');
    const answered = () => act(async () => answerProducts(ok([productFixture('BTCUSDT', 1)])));
    try {
      // The positions have answered ("none"), the products not yet: chip placeholders and the price card.
      await waitFor(() =>
        expect(fetch.mock.calls.some(([url]) => String(url).includes('user/newOrderList'))).toBe(true),
      );
      await act(() => new Promise((r) => setTimeout(r, 0)));
      expect(screen.getByTestId('symbol-bar-loading')).toBeTruthy();
      expect(screen.getByTestId('price-card')).toBeTruthy();
      expect(screen.queryByText('No open positions')).toBeNull();
      expect(screen.queryByTestId('quick-payout')).toBeNull();
    } finally {
      await answered();
    }
    expect(await screen.findByText('No open positions')).toBeTruthy();
    expect(screen.getByTestId('quick-payout')).toBeTruthy();
    expect(screen.queryByTestId('symbol-bar-loading')).toBeNull();
  });

  it('shows each period with its payout ratio and what the chosen stake pays on a win', async () => {
    renderPage(<TradeTab />, server, '/app/pages/tabbar/trade/index');
    const sixty = await screen.findByRole('button', { name: /60s/ });
    expect(within(sixty).getByText('+85.00%')).toBeTruthy();
    fireEvent.click(sixty);
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: '50' } });
    expect(screen.getByTestId('quick-payout').textContent).toContain('92.500000 USDT');
    fireEvent.click(screen.getByRole('button', { name: '50%' }));
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveProperty('value', '500');
  });

  it('a stake out of range gets the spec message and no confirmation or order', async () => {
    const { fetch } = renderPage(<TradeTab />, server, '/app/pages/tabbar/trade/index');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Quantity' }), { target: { value: '5' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buy more' })));
    expect(await screen.findByText('The purchase quantity needs to be between 10-5000')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(buys(fetch)).toHaveLength(0);
  });
  it('places the order only after one confirmation', async () => {
    const { fetch, setAnswer } = renderPage(<TradeTab />, server, '/app/pages/tabbar/trade/index');
    setAnswer(server);
    fetch.mockImplementation((input: RequestInfo | URL, init?: RequestInit) => {
      const call =
        String(input)
          .replace(/^.*\/api\/v1\//, '')
          .split('?')[0] ?? '';
      return Promise.resolve(
        call === 'user/buy'
          ? ok(placed(new URLSearchParams(String(init?.body))))
          : server(call, { method: init?.method ?? 'GET', body: undefined }),
      );
    });
    fireEvent.click(await screen.findByRole('button', { name: /30s/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: '20' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Buy less' })));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'BTC/USDT · Buy less · 30s · 20.000000 USDT. A win pays 36.000000 USDT.',
    );
    expect(buys(fetch)).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })));
    await waitFor(() => expect(buys(fetch)).toHaveLength(1));
    const body = buys(fetch)[0];
    expect(Object.fromEntries(body ?? [])).toMatchObject({
      product_id: '1',
      direction: 'down',
      seconds: '30',
      amount: '20',
    });
  });
});
