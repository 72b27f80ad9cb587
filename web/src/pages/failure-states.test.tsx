import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { watchOnline } from '../lib/online.ts';
import { maintenance, offline, ok, quoteAt, renderPage } from '../test/render-page.tsx';
import AssetTab from './tabbar/asset/index.tsx';
import TradeTab from './tabbar/trade/index.tsx';
import EarnIndexPage from './user/earn/index.tsx';
import ExchangePage from './user/exchange/index.tsx';

const underMaintenance = 'Under maintenance, please try again later';
const quote = quoteAt('7.1');
const holding = { available: '100.000000', locked: '0.000000' };

/** The page shows the failure: the server's message and a retry, never the empty or loading state. */
async function expectFailure(message: string) {
  // A network failure is tried once more after a second before it shows.
  expect((await screen.findAllByText(message, {}, { timeout: 3_000 })).length).toBeGreaterThan(0);
  expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
  expect(document.querySelector('.adm-skeleton')).toBeNull();
}

describe('a failed load is shown as a failure', () => {
  beforeAll(async () => {
    await initI18n('en-US');
    watchOnline();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('Trade under maintenance: the maintenance text and a retry, not "No open positions"', async () => {
    const { setAnswer } = renderPage(<TradeTab />, maintenance);
    await expectFailure(underMaintenance);
    expect(screen.queryByText('No open positions')).toBeNull();
    setAnswer((call, sent) =>
      call === 'user/newOrderList'
        ? ok({ trading: [], settled: [], server_time: Date.now() })
        : maintenance(call, sent),
    );
    await act(async () =>
      fireEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement),
    );
    expect(await screen.findByText('No open positions')).toBeTruthy();
  });

  it('Asset under maintenance: no "--" amounts, no "No more records", no empty account', async () => {
    renderPage(<AssetTab />, maintenance);
    await expectFailure(underMaintenance);
    expect(screen.queryByText('No more records')).toBeNull();
    expect(screen.queryByText('No balance changes yet')).toBeNull();
    expect(screen.queryByTestId('total-usdt')).toBeNull();
  });

  it('Earn under maintenance: the failure instead of skeletons forever', async () => {
    renderPage(<EarnIndexPage />, maintenance);
    await expectFailure(underMaintenance);
    expect(screen.queryByTestId('summary-principal')).toBeNull();
  });

  it('Exchange under maintenance: the failure instead of "Updating rate…"', async () => {
    renderPage(<ExchangePage />, maintenance);
    await expectFailure(underMaintenance);
    expect(screen.queryByText('Updating rate…')).toBeNull();
  });

  it('Exchange loaded offline reads its rate again when the network returns', async () => {
    const { setAnswer } = renderPage(<ExchangePage />, offline);
    await expectFailure('Network connection failed, please check the network');
    setAnswer((call) => ok(call === 'user/balance' ? { usdt: holding, money: holding } : quote));
    await act(async () => window.dispatchEvent(new Event('online')));
    expect((await screen.findByTestId('exchange-rate')).textContent).toContain('1 USDT = 7.1');
  });
});
