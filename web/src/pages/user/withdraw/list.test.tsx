import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n.ts';
import { ok, renderPage } from '../../../test/render-page.tsx';
import WithdrawListPage from './list.tsx';

const toast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../lib/feedback.ts', () => ({ toast, toastError: vi.fn(), hideAllFeedback: vi.fn() }));

const hash = 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778';
const record = (id: number, status: 0 | 1 | 2, tx_hash: string | null) => ({
  id,
  asset: 'usdt',
  amount: '100.000000',
  fee: '1.000000',
  actual: '99.000000',
  destination: 'TRC20 TAny****q19iW',
  status,
  reason: null,
  created_at: 1_767_600_000_000,
  decided_at: status === 0 ? null : 1_767_600_060_000,
  tx_hash,
});

describe('the withdraw records show the transaction hash of an approved withdrawal', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => vi.unstubAllGlobals());

  it('an approved withdrawal shows its hash, shortened, and copies it whole; a pending one shows none', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const holding = { available: '0.000000', locked: '0.000000' };
    renderPage(<WithdrawListPage />, (call) =>
      call === 'user/withdrawList'
        ? ok({ list: [record(2, 1, hash), record(1, 0, null)], page: 1, limit: 20, total: 2 })
        : ok({ usdt: holding, money: { available: '0.00', locked: '0.00' } }),
    );
    const shown = await screen.findByTestId('withdraw-tx-hash');
    expect(shown.textContent).toBe('a3f1c2d4e5…45566778');
    expect(screen.getAllByText('Transaction hash (TXID)')).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy the transaction hash' })));
    expect(writeText).toHaveBeenCalledWith(hash);
    expect(toast).toHaveBeenCalledWith('Copied');
  });
});

describe('in Simplified Chinese the records name the CNY balance 人民币, as every other screen does', () => {
  beforeAll(() => initI18n('zh-Hans'));
  afterAll(() => changeLanguage('en-US', false));
  afterEach(() => vi.unstubAllGlobals());

  it('a CNY withdrawal reads "100.00 人民币" with its fee and arrival, never a bare "CNY"', async () => {
    const cny = { ...record(3, 0, null), asset: 'money', amount: '100.00', fee: '1.00', actual: '99.00' };
    renderPage(<WithdrawListPage />, (call) =>
      call === 'user/withdrawList'
        ? ok({ list: [cny], page: 1, limit: 20, total: 1 })
        : ok({
            usdt: { available: '0.000000', locked: '0.000000' },
            money: { available: '0.00', locked: '0.00' },
          }),
    );
    expect(await screen.findByText('100.00 人民币')).toBeTruthy();
    expect(screen.getByText('1.00 人民币')).toBeTruthy();
    expect(screen.getByText('99.00 人民币')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/CNY/);
  });
});
