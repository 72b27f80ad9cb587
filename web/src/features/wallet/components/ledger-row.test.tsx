import type { Balance, LedgerEntry } from '@app/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { ok, quoteAt, renderPage } from '../../../test/render-page.tsx';
import { AssetSummary } from './asset-summary.tsx';
import { LedgerRow } from './ledger-row.tsx';

beforeAll(async () => {
  await initI18n('en-US');
});

const part = (
  id: number,
  kind: LedgerEntry['kind'],
  asset: 'usdt' | 'money',
  amount: string,
  locked: string,
) => ({
  id,
  kind,
  asset,
  amount,
  locked_amount: locked,
});

const exchange: LedgerEntry = {
  id: 3,
  asset: 'usdt',
  amount: '-10.000000',
  locked_amount: '0.000000',
  kind: 'exchange_out',
  ref: '1',
  created_at: 0,
  moves: [
    { asset: 'usdt', balance: 'available', amount: '-10.000000' },
    { asset: 'money', balance: 'available', amount: '71.28' },
  ],
  parts: [
    part(3, 'exchange_out', 'usdt', '-9.900000', '0.000000'),
    part(4, 'exchange_fee', 'usdt', '-0.100000', '0.000000'),
    part(5, 'exchange_in', 'money', '71.28', '0.00'),
  ],
};

const approvedWithdrawal: LedgerEntry = {
  id: 9,
  asset: 'money',
  amount: '0.00',
  locked_amount: '-1000.00',
  kind: 'withdraw',
  ref: 'W1',
  created_at: 0,
  moves: [{ asset: 'money', balance: 'locked', amount: '-1000.00' }],
  parts: [
    part(9, 'withdraw', 'money', '0.00', '-990.00'),
    part(10, 'withdraw_fee', 'money', '0.00', '-10.00'),
  ],
};

const rowOf = (entry: LedgerEntry) => {
  const { container } = render(
    <ul>
      <LedgerRow entry={entry} />
    </ul>,
  );
  return container.querySelector('li.ledger-row') as HTMLElement;
};

describe('LedgerRow (issue #26)', () => {
  it('shows an exchange as one record: what left and arrived, then sold, fee and received', () => {
    const row = rowOf(exchange);
    expect(within(row).getByText('Currency exchange')).toBeTruthy();
    const head = row.querySelector('.ledger-amounts') as HTMLElement;
    expect(head.textContent).toBe('-10.000000 USDTAvailable+71.28 CNYAvailable');
    const parts = [...row.querySelectorAll('.ledger-parts > li')].map((li) => li.textContent);
    expect(parts).toEqual([
      'Exchange out-9.900000 USDTAvailable',
      'Exchange fee-0.100000 USDTAvailable',
      'Exchange in+71.28 CNYAvailable',
    ]);
  });

  it('shows an approved withdrawal as the frozen amount leaving, not as 0 of available', () => {
    const row = rowOf(approvedWithdrawal);
    expect((row.querySelector('.ledger-amounts') as HTMLElement).textContent).toBe('-1000.00 CNYFrozen');
    expect(row.textContent).not.toMatch(/0\.0000/);
  });
});

describe('AssetSummary (issue #26)', () => {
  const balance: Balance = {
    usdt: { available: '10000.000000', locked: '0.000000' },
    money: { available: '50000.00', locked: '0.00' },
  };
  const quote = quoteAt('7.2');
  it('totals exactly at the rate and says which rate', async () => {
    renderPage(<AssetSummary hidden={false} onToggle={() => {}} />, (call) =>
      ok(call === 'user/balance' ? balance : quote),
    );
    await waitFor(() => expect(screen.getByTestId('total-usdt').textContent).toBe('16944.44'));
    expect(screen.getByTestId('total-cny').textContent).toBe('≈ 122000.00 CNY');
    expect(screen.getByTestId('total-rate').textContent).toBe('At 1 USDT = 7.2 CNY');
    expect(screen.getByTestId('available-money').textContent).toBe('50000.00');
    expect(screen.getByTestId('available-usdt').textContent).toBe('10000.000000');
  });
});
