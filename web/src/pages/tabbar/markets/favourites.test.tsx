import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../app/paths.ts';
import { changeLanguage, initI18n } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { type Answer, ok, productFixture, renderPage } from '../../../test/render-page.tsx';
import ProductDetail from '../../product/detail.tsx';
import MarketsTab from './index.tsx';

// The pair page's chart draws on a canvas jsdom does not have; its stars are what is tested here.
vi.mock('../../../features/market/components/candle-chart.tsx', () => ({ default: () => null }));

const tick = (base: string, last: string, turnover: string) => ({
  symbol: `${base}USDT`,
  base,
  quote: 'USDT',
  last,
  open: last,
  high: last,
  low: last,
  change: '0.50',
  volume: '1000',
  turnover,
  time: Date.now(),
});
const market: Answer = (call) =>
  call === 'market/list'
    ? ok([tick('BTC', '65000', '900000'), tick('ETH', '3200', '500000'), tick('SOL', '150', '100000')])
    : call === 'product/detail'
      ? ok(productFixture('ETHUSDT', 2))
      : ok({});

/** The pairs listed, top to bottom. */
const listed = async () => {
  await screen.findByText('BTC');
  return [...document.querySelectorAll('.ticker-list .ticker-row')].map((row) =>
    row.getAttribute('data-symbol'),
  );
};
/** The pair's star, once it is on screen (Markets draws its rows, then their stars, in separate renders). */
const star = (pair: string) => screen.findByRole('button', { name: `Favourite ${pair}` });
const tabs = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);

describe('Markets favourites, kept on the device per account', () => {
  beforeAll(() => initI18n('en-US'));
  // The web tests share one environment per worker: a file before this one may have left i18next in
  // another language (the stars are found by their English names) or the tab in a sandbox's world.
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await changeLanguage('en-US', false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a starred pair opens Markets under Favourites, shown first beside All, even after leaving and coming back', async () => {
    renderPage(<MarketsTab />, market);
    expect(await listed()).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    expect(tabs()).toEqual([]);
    expect((await star('ETH/USDT')).getAttribute('aria-pressed')).toBe('false');

    await act(async () => fireEvent.click(await star('ETH/USDT')));
    expect((await star('ETH/USDT')).getAttribute('aria-pressed')).toBe('true');
    expect(tabs()).toEqual(['Favourites', 'All']);

    cleanup();
    renderPage(<MarketsTab />, market);
    await screen.findByText('ETH');
    expect(tabs()).toEqual(['Favourites', 'All']);
    expect(screen.getByRole('tab', { name: 'Favourites' }).getAttribute('aria-selected')).toBe('true');
    expect(
      [...document.querySelectorAll('.ticker-list .ticker-row')].map((r) => r.getAttribute('data-symbol')),
    ).toEqual(['ETHUSDT']);

    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'All' })));
    expect(await listed()).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
  });

  it('unstarring the last favourite takes the Favourites tab away and lists every pair', async () => {
    renderPage(<MarketsTab />, market);
    await listed();
    await act(async () => fireEvent.click(await star('SOL/USDT')));
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: 'Favourites' })));
    await act(async () => fireEvent.click(await star('SOL/USDT')));
    expect(tabs()).toEqual([]);
    expect(await listed()).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
  });

  it('another account on the same device sees its own favourites, and the first finds its own again', async () => {
    renderPage(<MarketsTab />, market);
    await listed();
    await act(async () => fireEvent.click(await star('BTC/USDT')));
    expect(tabs()).toEqual(['Favourites', 'All']);

    act(() => saveSession({ user: { uid: 2, username: 'other' }, token: 'token-2' }));
    expect(tabs()).toEqual([]);
    expect((await star('BTC/USDT')).getAttribute('aria-pressed')).toBe('false');

    act(() => saveSession({ user: { uid: 1, username: 'demo' }, token: 'token' }));
    expect(tabs()).toEqual(['Favourites', 'All']);
    expect((await star('BTC/USDT')).getAttribute('aria-pressed')).toBe('true');
  });

  it("the pair's page has the same star: starred there, the pair is a favourite on Markets", async () => {
    // The page's lazy chart resolves inside act, so the page's effects (its requests) run.
    await act(async () => {
      renderPage(<ProductDetail />, market, `${paths.productDetail}?symbol=ETHUSDT`);
    });
    const corner = await screen.findByRole('button', { name: 'Favourite ETH/USDT' });
    await act(async () => fireEvent.click(corner));
    expect(corner.getAttribute('aria-pressed')).toBe('true');

    cleanup();
    renderPage(<MarketsTab />, market);
    await screen.findByText('ETH');
    expect(tabs()).toEqual(['Favourites', 'All']);
    expect(
      within(document.querySelector('.ticker-list') as HTMLElement).getAllByRole('button', { pressed: true }),
    ).toHaveLength(1);
  });

  it('the tabs and the star speak the language chosen after Markets loaded (German here)', async () => {
    renderPage(<MarketsTab />, market);
    await listed();
    await act(async () => fireEvent.click(await star('BTC/USDT')));
    await act(() => changeLanguage('de', false));
    try {
      expect(tabs()).toEqual(['Favoriten', 'Alle']);
      expect(screen.getByRole('button', { name: 'BTC/USDT als Favorit' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
    } finally {
      await act(() => changeLanguage('en-US', false));
    }
  });
});
