import { act, render } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n.ts';
import { tickerStore } from '../../../lib/market/ticker-feed.ts';
import { tickerAt } from '../../../lib/market/ticker-fixture.ts';
import { TickerRow } from './ticker-row.tsx';

beforeAll(() => initI18n('en-US'));
afterAll(() => changeLanguage('en-US', false));

describe('a market row', () => {
  it('shows each tick of its own pair without translating its words again', () => {
    act(() => {
      tickerStore.push([tickerAt('BTCUSDT', '100', 1), tickerAt('ETHUSDT', '50', 1)]);
      tickerStore.flush();
    });
    const view = render(<TickerRow symbol="BTCUSDT" onOpen={() => {}} />);
    const row = view.container.querySelector('.ticker-row');
    expect(row?.querySelector('.price')?.textContent).toBe('100.0000');
    expect(row?.textContent).toContain('Vol');
    const translating = vi.spyOn(i18next, 't');
    act(() => {
      tickerStore.push([tickerAt('BTCUSDT', '101.5', 2), tickerAt('ETHUSDT', '51', 2)]);
      tickerStore.flush();
    });
    expect(view.container.querySelector('.ticker-row')).toBe(row);
    expect(row?.querySelector('.price')?.textContent).toBe('101.5000');
    expect(row?.textContent).toContain('Vol');
    expect(translating).not.toHaveBeenCalled();
  });

  it('speaks the language chosen after it was drawn', async () => {
    const view = render(<TickerRow symbol="BTCUSDT" onOpen={() => {}} />);
    await act(() => changeLanguage('ru', false));
    expect(view.container.querySelector('.ticker-row em')?.textContent).toMatch(/^Об\. /);
    expect(view.container.querySelector('.ticker-price em')?.textContent).toMatch(/^Макс .* · Мин /);
  });
});
