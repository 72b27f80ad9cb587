import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { type Answer, maintenance, ok, productFixture, renderPage } from '../../test/render-page.tsx';
import OrderDialogPage from './order-dialog.tsx';

const holding = { available: '100.000000', locked: '0.000000' };
const server: Answer = (call, sent) => {
  if (call === 'product/list') return ok([productFixture('BTCUSDT', 1), productFixture('ETHUSDT', 2)]);
  if (call === 'user/balance') return ok({ usdt: holding, money: holding });
  return maintenance(call, sent);
};

describe('the order dialog', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the product the address names, with its periods and the confirm button', async () => {
    renderPage(<OrderDialogPage />, server, '/app/pages/trade/orderDialog?symbol=ETHUSDT&direction=down');
    expect(await screen.findByText('ETH/USDT')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { pressed: true, name: /Buy less/i })).toBeTruthy();
  });

  it('each period chip holds only its time and its ratio, so four fit side by side in every language', async () => {
    renderPage(<OrderDialogPage />, server, '/app/pages/trade/orderDialog?symbol=BTCUSDT');
    const chip = await screen.findByRole('button', { name: /^30s/ });
    expect(chip.textContent).toBe('30s+80.00%');
  });

  it('says the product does not exist for an unknown symbol, instead of offering another product', async () => {
    renderPage(<OrderDialogPage />, server, '/app/pages/trade/orderDialog?symbol=NOPEUSDT&direction=up');
    expect(await screen.findByText('The product ID does not exist, Please try again')).toBeTruthy();
    expect(screen.queryByText('BTC/USDT')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });
});
