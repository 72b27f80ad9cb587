import { api, type EarnOrder, type EarnProduct } from '@app/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../app/paths.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { createNavigator, setNavigator } from '../../../lib/navigation.ts';
import { type Answer, ok, renderPage } from '../../../test/render-page.tsx';
import EarnDetailPage from './detail.tsx';
import EarnIndexPage from './index.tsx';
import EarnListPage from './list.tsx';
import EarnOrderPage from './order.tsx';

const steady: EarnProduct = {
  id: 2,
  name: 'USDT Steady 15',
  daily_rate: '0.3000',
  rate: '4.5000',
  cycle_days: 15,
  min: '100.000000',
  max: '20000.000000',
  dividend_time: '00:00',
  custodian: 'Anchorage Trust',
  breach_rate: '3.0000',
  open: true,
  day_seconds: 86_400,
};
const demoDay = { ...steady, day_seconds: 60 };
const order: EarnOrder = {
  id: 7,
  product: steady,
  principal: '1000.000000',
  daily_income: '3.000000',
  earned: '6.000000',
  holding_days: 2,
  starts_at: Date.now() - 2 * 86_400_000,
  next_settlement: Date.now() + 3_600_000,
  ends_at: Date.now() + 13 * 86_400_000,
  ended_at: null,
  status: 'hosting',
  redeemable: true,
  penalty: '30.000000',
  refund: '970.000000',
  created_at: Date.now() - 2 * 86_400_000,
};
const holding = { available: '5000.000000', locked: '0.000000' };

/** The server as the Earn screens meet it; `product` is what earn/list and earn/detail answer. */
const server =
  (product: EarnProduct): Answer =>
  (call, init) => {
    if (call === 'earn/list') return ok([product]);
    if (call === 'earn/detail') return ok(product);
    if (call === 'earn/summary') return ok({ principal: '1000.000000', earned: '6.000000', hosting: 1 });
    if (call === 'earn/orders') return ok({ list: [order], page: 1, limit: 20, total: 1 });
    if (call === 'earn/order') return ok(order);
    if (call === 'earn/buy' && init?.method === 'POST') return ok({ ...order, id: 8 });
    if (call === 'user/balance') return ok({ usdt: holding, money: holding });
    return ok({});
  };
const navigate = vi.fn();
const row = (testId: string) => screen.getByTestId(testId).textContent;

describe('the Earn screens', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  beforeEach(() => {
    navigate.mockClear();
    setNavigator(createNavigator({ navigate, current: () => '/', canGoBack: () => true }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each product with its daily rate and the APR beside it (0.30 % a day is 109.50 % a year)', async () => {
    renderPage(<EarnIndexPage />, server(steady));
    const card = await screen.findByRole('button', { name: /USDT Steady 15/ });
    expect(within(card).getByText('0.30%')).toBeTruthy();
    expect(within(card).getByText('APR 109.50%')).toBeTruthy();
    fireEvent.click(card);
    expect(navigate.mock.calls.at(-1)?.[0]).toBe(`${paths.earnDetail}?id=2`);
  });

  it('shows on a product the APR, the cycle total, the risk note and the daily payment time', async () => {
    renderPage(<EarnDetailPage />, server(steady), `${paths.earnDetail}?id=2`);
    await screen.findByTestId('earn-terms');
    expect(row('earn-apr')).toBe('109.50%');
    expect(row('earn-cycle-total')).toBe('4.50%');
    expect(screen.getByText('Cycle total (15 days)')).toBeTruthy();
    expect(row('earn-dividend')).toBe('Daily at 00:00 (UTC)');
    const risk = screen.getByRole('complementary', { name: 'Risks' });
    expect(risk.textContent).toContain('locked for 15 days, and redeeming early costs 3.00% of it');
  });

  it("notes on Earn Crypto Rewards how long a demo server's Earn day lasts, and notes nothing with real days", async () => {
    renderPage(<EarnIndexPage />, server(demoDay));
    expect((await screen.findByTestId('earn-demo')).textContent).toBe(
      'Demo server: an Earn day lasts 60 s, so interest arrives quickly',
    );
    cleanup();
    renderPage(<EarnIndexPage />, server(steady));
    await screen.findByRole('button', { name: /USDT Steady 15/ });
    expect(screen.queryByTestId('earn-demo')).toBeNull();
  });

  it('says on a demo server how long an Earn day really lasts instead of "Daily at 00:00 (UTC)"', async () => {
    renderPage(<EarnDetailPage />, server(demoDay), `${paths.earnDetail}?id=2`);
    await screen.findByTestId('earn-terms');
    expect(row('earn-dividend')).toBe('Every 60 s (a demo day)');
    expect(screen.queryByText('Daily at 00:00 (UTC)')).toBeNull();
  });

  it('checks the amount before anything is sent, then subscribes after one confirmation', async () => {
    const { fetch } = renderPage(<EarnDetailPage />, server(steady), `${paths.earnDetail}?id=2`);
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    fireEvent.change(amount, { target: { value: '50' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));
    expect(
      await screen.findByText(/The amount needs to be between 100/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1000' } });
    expect(row('est-total')).toContain('45.000000');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Confirm' })));
    await vi.waitFor(() => expect(navigate.mock.calls.at(-1)?.[0]).toBe(`${paths.earnOrder}?id=8`));
    const buys = fetch.mock.calls.filter(([url]) => String(url).includes('earn/buy'));
    expect(buys).toHaveLength(1);
    const body = Object.fromEntries(new URLSearchParams(String(buys[0]?.[1]?.body)));
    expect(api.earn.buy.body.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ id: '2', amount: '1000' });
  });

  it('shows my hosting orders under their tab, each with its principal and daily income', async () => {
    renderPage(<EarnListPage />, server(steady), paths.earnList);
    expect(await screen.findByRole('tab', { name: 'Hosting', selected: true })).toBeTruthy();
    expect(await screen.findByText('USDT Steady 15')).toBeTruthy();
    expect(screen.getByText('1000.000000 USDT')).toBeTruthy();
    expect(screen.getByText('3.000000 USDT')).toBeTruthy();
  });

  it('shows an order with the redemption it would book now', async () => {
    renderPage(<EarnOrderPage />, server(steady), `${paths.earnOrder}?id=7`);
    expect(await screen.findByText('970.000000', { exact: false })).toBeTruthy();
    expect(screen.getByText('30.000000', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Redeem early' })).toBeTruthy();
  });
});
