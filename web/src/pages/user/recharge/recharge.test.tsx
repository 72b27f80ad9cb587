import { api, type RechargeRecord } from '@app/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../app/paths.ts';
import { writeRecord } from '../../../features/cash/record-writes.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { createNavigator, setNavigator } from '../../../lib/navigation.ts';
import { ok, renderPage } from '../../../test/render-page.tsx';
import RechargePage from './index.tsx';
import RechargeListPage from './list.tsx';

const config = {
  open: true,
  usdt: {
    address: 'TJPZp3h26cfFoz7mzyxNofcNR7GGenKf8V',
    network: 'TRC20',
    confirmations: '3-6',
    confirmations_required: 3,
    qrcode: 'data:image/svg+xml;base64,PHN2Zy8+',
    min: '10.000000',
    max: '100000.000000',
  },
  bank: {
    bank_name: 'Demo Bank',
    card_number: '6222020000001234567',
    holder_name: 'Coinly Ltd',
    min: '100.00',
    max: '500000.00',
  },
};
const hash = 'ab'.repeat(32);
const sent: RechargeRecord = {
  id: 7,
  method: 'usdt',
  asset: 'usdt',
  amount: '250.000000',
  transfer_name: null,
  screenshot: null,
  usdt_network: 'TRC20',
  tx_hash: hash,
  confirmations: 0,
  confirmations_required: 3,
  status: 0,
  reason: null,
  created_at: Date.now(),
  decided_at: null,
};
const holding = { available: '100.000000', locked: '0.000000' };

/** The server as the recharge screens meet it: the config, balances, uploads and the recharge itself. */
const server = (call: string) => {
  if (call === 'user/recharge') return ok(config);
  if (call === 'user/balance') return ok({ usdt: holding, money: holding });
  if (call === 'common/uploader')
    return ok({ id: 'shot-0001', url: '/u/shot-0001', mime: 'image/png', size: 4 });
  if (call === 'user/rechargeList') return ok({ list: [sent], page: 1, limit: 20, total: 1 });
  return ok({});
};

/** The recharge POSTs made, each checked against the contract's body schema as the server will parse it. */
function recharges(fetch: ReturnType<typeof renderPage>['fetch']) {
  return fetch.mock.calls
    .filter(([url, init]) => String(url).includes('user/recharge') && init?.method === 'POST')
    .map(([, init]) => {
      const body = Object.fromEntries(new URLSearchParams(String(init?.body)));
      expect(api.user.recharge.body.safeParse(body).success).toBe(true);
      return body;
    });
}

const navigate = vi.fn();
/** A toast appears after its module and React root are ready: on a busy machine, more than a second. */
const toastShown = (text: string) => screen.findByText(text, {}, { timeout: 10_000 });
const fill = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('the recharge screen', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  beforeEach(() => {
    navigate.mockClear();
    setNavigator(
      createNavigator({ navigate, current: () => '/pages/user/recharge/index', canGoBack: () => true }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a USDT recharge with its transaction hash and says it is credited at 3 confirmations', async () => {
    const { fetch } = renderPage(<RechargePage />, (call, init) =>
      call === 'user/recharge' && init?.method === 'POST' ? ok(sent) : server(call),
    );
    expect(await screen.findByText(/Credited at 3 of 6 confirmations/)).toBeTruthy();
    fill('Amount', '250');
    fill('Transaction hash (TXID)', hash);
    await act(async () =>
      fireEvent.click(screen.getAllByRole('button', { name: 'Submit' })[0] as HTMLElement),
    );
    expect(await toastShown('Submitted: credited at 3 network confirmations')).toBeTruthy();
    expect(navigate.mock.calls.at(-1)?.[0]).toBe(paths.rechargeList);
    expect(recharges(fetch)).toEqual([
      expect.objectContaining({ method: 'usdt', amount: '250', usdt_network: 'TRC20', tx_hash: hash }),
    ]);
  });

  it.each([
    ['no hash', '', 'Please enter transaction hash'],
    ['a hash one digit short', 'a'.repeat(63), 'The transaction hash is not a valid TRC20 hash'],
    ['an ERC20-style hash on TRC20', `0x${'a'.repeat(64)}`, 'The transaction hash is not a valid TRC20 hash'],
  ])('refuses %s on the form with the contract message and sends nothing', async (_, value, message) => {
    const { fetch } = renderPage(<RechargePage />, server);
    await screen.findByText(/Credited at 3 of 6 confirmations/);
    fill('Amount', '250');
    if (value) fill('Transaction hash (TXID)', value);
    await act(async () =>
      fireEvent.click(screen.getAllByRole('button', { name: 'Submit' })[0] as HTMLElement),
    );
    expect(await toastShown(message)).toBeTruthy();
    expect(recharges(fetch)).toEqual([]);
  });

  it('asks a bank recharge for the transfer name first, then sends it with the screenshot for review', async () => {
    const { fetch } = renderPage(<RechargePage />, (call, init) =>
      call === 'user/recharge' && init?.method === 'POST'
        ? ok({
            ...sent,
            method: 'bank',
            asset: 'money',
            tx_hash: null,
            confirmations: null,
            confirmations_required: null,
          })
        : server(call),
    );
    await act(async () => fireEvent.click(await screen.findByRole('tab', { name: 'Bank card' })));
    const group = () => screen.getByRole('region', { name: 'Bank card' });
    const submit = () => fireEvent.click(within(group()).getByRole('button', { name: 'Submit' }));
    fireEvent.change(within(group()).getByRole('textbox', { name: 'Amount' }), { target: { value: '500' } });
    await act(async () => submit());
    expect(await toastShown('Please enter the transfer name')).toBeTruthy();
    fill('Transfer name', 'Pat Payer');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'shot.png', { type: 'image/png' });
    const picker = group().querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => fireEvent.change(picker, { target: { files: [file] } }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('common/uploader'))).toBe(true),
    );
    await act(async () => submit());
    expect(await toastShown('Submitted, waiting for review')).toBeTruthy();
    expect(navigate.mock.calls.at(-1)?.[0]).toBe(paths.rechargeList);
    expect(recharges(fetch)).toEqual([
      expect.objectContaining({
        method: 'bank',
        amount: '500',
        transfer_name: 'Pat Payer',
        screenshot: 'shot-0001',
      }),
    ]);
  });
});

describe('the recharge records', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('show a USDT recharge confirmations rising from 0/6 to 6/6 as pushes arrive, with no request', async () => {
    const { fetch, client } = renderPage(<RechargeListPage />, server);
    const progress = await screen.findByRole('progressbar', { name: 'Confirmations' });
    expect(progress.getAttribute('aria-valuetext')).toBe('0/6');
    expect(screen.getByText('Pending')).toBeTruthy();
    const asked = fetch.mock.calls.length;
    const shown = () =>
      screen.getByRole('progressbar', { name: 'Confirmations' }).getAttribute('aria-valuetext');
    act(() => writeRecord(client, api.user.rechargeList, { ...sent, confirmations: 3, status: 1 }));
    await waitFor(() => expect(shown()).toBe('3/6'));
    expect(screen.getByText('Approved')).toBeTruthy();
    act(() => writeRecord(client, api.user.rechargeList, { ...sent, confirmations: 6, status: 1 }));
    await waitFor(() => expect(shown()).toBe('6/6'));
    expect(screen.getByText(/Credited at 3 of 6 confirmations/)).toBeTruthy();
    expect(fetch.mock.calls.length).toBe(asked);
  });
});
