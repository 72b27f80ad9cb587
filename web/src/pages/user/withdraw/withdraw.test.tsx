import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { type Answer, ok, renderPage } from '../../../test/render-page.tsx';
import WithdrawPage from './index.tsx';

const rules = {
  open: true,
  min: '10',
  max: '50000',
  fee: '1',
  min_fee: '0.1',
  day_limit: 3,
  used_today: 0,
  start_time: '09:00',
  end_time: '21:00',
  time_zone: 'UTC' as const,
  in_window: true,
};
const card = {
  bank_name: 'Demo Bank',
  card_number: '**** 4567',
  holder_name: 'Pat Payer',
  usdt_address: 'TAny****q19iW',
  usdt_network: 'TRC20',
};
const holding = (available: string) => ({ available, locked: '0.000000' });

/** The server of a user with a bound card and address, a fund password and 500 USDT; `patch` changes it. */
const server =
  (patch: { rules?: Partial<typeof rules>; card?: typeof card | null } = {}): Answer =>
  (call) => {
    if (call === 'user/withdrawConfig') return ok({ ...rules, ...patch.rules });
    if (call === 'user/cashInfo') return ok(patch.card === undefined ? card : patch.card);
    if (call === 'user/isUsedMpwd') return ok({ used: true });
    if (call === 'user/balance') return ok({ usdt: holding('500.000000'), money: holding('0.00') });
    return ok(null);
  };

const amount = () => screen.findByRole('textbox', { name: 'Amount' });
const type = async (value: string) => fireEvent.change(await amount(), { target: { value } });
const tapWithdraw = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' })));
const pinPadShown = () => screen.queryByText('Payment password') !== null;

describe('the withdraw screen checks everything the server checks before the fund password', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the fee and the actual arrival as the user types, and opens the PIN pad for a valid amount', async () => {
    renderPage(<WithdrawPage />, server());
    await type('100');
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('1.000000 USDT');
    expect(screen.getByTestId('withdraw-actual').textContent).toBe('99.000000 USDT');
    expect(screen.queryByRole('alert')).toBeNull();
    await tapWithdraw();
    expect(pinPadShown()).toBe(true);
  });

  it('refuses more than the available balance in the server’s words, and the PIN pad stays closed', async () => {
    const { sent } = renderPage(<WithdrawPage />, server());
    await type('500.000001');
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance');
    await tapWithdraw();
    expect(pinPadShown()).toBe(false);
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('refuses an amount outside the range, quoting the range as the server does', async () => {
    renderPage(<WithdrawPage />, server());
    await type('9.99');
    expect(screen.getByRole('alert').textContent).toBe('The amount needs to be between 10-50000 USDT');
    await tapWithdraw();
    expect(pinPadShown()).toBe(false);
  });

  it('says at once, before any amount, that withdrawals are closed outside the time window', async () => {
    renderPage(<WithdrawPage />, server({ rules: { in_window: false } }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Withdrawals are accepted between 09:00 and 21:00 (UTC)',
    );
    await type('100');
    await tapWithdraw();
    expect(pinPadShown()).toBe(false);
  });

  it('says at once that the day’s withdrawals are used up, and marks that rule', async () => {
    renderPage(<WithdrawPage />, server({ rules: { used_today: 3 } }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have reached the daily limit of 3 withdrawals',
    );
    expect(screen.getByTestId('withdraw-left').dataset.failing).toBe('true');
    await type('100');
    await tapWithdraw();
    expect(pinPadShown()).toBe(false);
  });

  it('with no card at all leads to binding a bank card first, even for USDT', async () => {
    renderPage(<WithdrawPage />, server({ card: null }));
    expect(await screen.findByText('Please bind a bank card first')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
  });

  it('without a bound USDT address shows the way to bind one instead of the form', async () => {
    renderPage(<WithdrawPage />, server({ card: { ...card, usdt_address: null as never } }));
    expect(await screen.findByText('Please bind a USDT address first')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bind card' })).toBeTruthy();
  });
});
