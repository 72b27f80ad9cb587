import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { type Answer, ok, quoteAt, renderPage } from '../../../test/render-page.tsx';
import ExchangePage from './index.tsx';

// What the user is told comes as a toast; antd-mobile's imperative toast is not drawn here (feedback.test.ts covers it).
const toast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../lib/feedback.ts', () => ({ toast, toastError: vi.fn() }));

const quote = quoteAt('7.1');
const holding = (available: string) => ({ available, locked: '0.000000' });
const record = {
  id: 1,
  from: 'usdt',
  to: 'money',
  amount: '1000.000000',
  rate: '7.1',
  fee: '5.000000',
  received: '7064.50',
  created_at: 1,
};

/** 5000 USDT to sell at 7.1 CNY, a confirmation from 1000 USDT (the quote's `confirm_over`). */
const server: Answer = (call, sent) => {
  if (call === 'user/balance') return ok({ usdt: holding('5000.000000'), money: holding('0.00') });
  if (call === 'user/exchange') return ok(sent.method === 'POST' ? record : quote);
  return ok({ list: [], page: 1, limit: 20, total: 0 });
};

const type = async (value: string) =>
  fireEvent.change(await screen.findByLabelText('From'), { target: { value } });
const tap = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));
const placed = (sent: Array<{ call: string; method: string }>) =>
  sent.filter((r) => r.call === 'user/exchange' && r.method === 'POST');

describe('the exchange screen confirms a large exchange before placing it', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => {
    vi.unstubAllGlobals();
    toast.mockClear();
  });

  it('places an exchange below the threshold with one tap', async () => {
    const { sent } = renderPage(<ExchangePage />, server);
    await screen.findByText(/1 USDT = 7.1 CNY/);
    await type('100');
    await tap('Exchange');
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith('Exchanged: 7064.50 CNY received'));
    expect(placed(sent)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('from the threshold shows the quote’s sold, fee, received and rate, and places it only once confirmed', async () => {
    const { sent } = renderPage(<ExchangePage />, server);
    await screen.findByText(/1 USDT = 7.1 CNY/);
    await type('1000');
    await tap('Exchange');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the exchange' });
    const shown = (id: string) => within(dialog).getByTestId(`confirm-${id}`).textContent;
    expect([shown('sold'), shown('fee'), shown('received'), shown('rate')]).toEqual([
      '1000.000000 USDT',
      '5.00 USDT',
      '7064.50 CNY',
      '1 USDT = 7.1 CNY',
    ]);
    expect(placed(sent)).toEqual([]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm exchange' })));
    await vi.waitFor(() => expect(toast).toHaveBeenCalledWith('Exchanged: 7064.50 CNY received'));
    expect(placed(sent)).toHaveLength(1);
    expect(placed(sent)[0]).toMatchObject({ body: { amount: '1000', quote_id: quote.quote_id } });
  });

  it('cancelling the confirmation places nothing', async () => {
    const { sent } = renderPage(<ExchangePage />, server);
    await screen.findByText(/1 USDT = 7.1 CNY/);
    await type('2500');
    await tap('Exchange');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the exchange' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(placed(sent)).toEqual([]);
  });
});
