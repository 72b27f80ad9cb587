import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { type Answer, ok, renderPage } from '../../../test/render-page.tsx';
import BindCardsPage from './bind-cards.tsx';

// What the user is told comes as a toast; antd-mobile's imperative toast is not drawn here (feedback.test.ts covers it).
const toast = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../lib/feedback.ts', () => ({ toast, toastError: vi.fn(), hideAllFeedback: vi.fn() }));

const bound = {
  bank_name: 'Demo Bank',
  card_number: '**** 4567',
  holder_name: 'Pat Payer',
  usdt_address: null,
  usdt_network: null,
};
const saved = { ...bound, card_number: '**** 1234' };

/** A user with no card yet (or `card`), a fund password set; a binding answers the saved card. */
const server =
  (card: typeof bound | null = null): Answer =>
  (call) => {
    if (call === 'user/cashInfo') return ok(card);
    if (call === 'user/isUsedMpwd') return ok({ used: true });
    if (call === 'user/cashBind') return ok(saved);
    return ok(null);
  };

const fill = async (fields: Record<string, string>) => {
  for (const [label, value] of Object.entries(fields))
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });
};
const tapBind = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Bind' })));
const card = { 'Account bank': 'Demo Bank', 'Bank card number': '6222020000001234', 'Account name': 'Pat' };
const posts = (sent: Array<{ method: string }>) => sent.filter((r) => r.method === 'POST');

describe('the bind card screen checks the form with the contract before sending', () => {
  beforeAll(() => initI18n('en-US'));
  afterEach(() => vi.unstubAllGlobals());

  it('a card number of too few digits is refused with the contract’s message, and nothing is sent', async () => {
    const { sent } = renderPage(<BindCardsPage />, server());
    await fill({ ...card, 'Bank card number': '12345' });
    await tapBind();
    expect((await screen.findByRole('alert')).textContent).toBe('The card number must be 12 to 19 digits');
    expect(posts(sent)).toEqual([]);
  });

  it('an empty bank name is asked for by its name', async () => {
    const { sent } = renderPage(<BindCardsPage />, server());
    const { 'Account bank': _left, ...rest } = card;
    await fill(rest);
    await tapBind();
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter bank name');
    expect(posts(sent)).toEqual([]);
  });

  it('a first binding sends the card without a fund password', async () => {
    const { sent } = renderPage(<BindCardsPage />, server());
    await fill(card);
    await tapBind();
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Card bound', undefined, { acrossNavigation: true }),
    );
    expect(posts(sent)).toHaveLength(1);
    expect(posts(sent)[0]).toEqual({
      call: 'user/cashBind',
      method: 'POST',
      body: {
        bank_name: 'Demo Bank',
        card_number: '6222020000001234',
        holder_name: 'Pat',
        usdt_network: 'TRC20',
      },
    });
  });

  it('changing a bound card asks for the fund password before anything is sent', async () => {
    const { sent } = renderPage(<BindCardsPage />, server(bound));
    expect((await screen.findByTestId('bound-card')).textContent).toContain('**** 4567');
    await fill(card);
    await tapBind();
    expect(await screen.findByText('Payment password')).toBeTruthy();
    expect(posts(sent)).toEqual([]);
  });
});
