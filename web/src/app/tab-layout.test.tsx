import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { createNavigator, setNavigator } from '../lib/navigation.ts';
import { onTabTap } from '../lib/tab-events.ts';
import { tabOrder, tabPaths } from './paths.ts';
import { TabLayout } from './tab-layout.tsx';

const state = { pathname: '' };
const navigate = vi.fn();

/** Binds the navigation helper to the memory router, recording where it is. */
function Binding() {
  const routerNavigate = useNavigate();
  state.pathname = useLocation().pathname;
  navigate.mockImplementation((to: string | number, options?: { replace?: boolean }) =>
    typeof to === 'number' ? routerNavigate(to) : routerNavigate(to, options),
  );
  setNavigator(createNavigator({ navigate, current: () => state.pathname, canGoBack: () => true }));
  return null;
}

function setup() {
  navigate.mockClear();
  render(
    <MemoryRouter initialEntries={[tabPaths.home]}>
      <Binding />
      <Routes>
        <Route element={<TabLayout />}>
          {tabOrder.map((name) => (
            <Route key={name} path={tabPaths[name]} element={<p>{name} page</p>} />
          ))}
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return { state, navigate };
}

describe('tab bar', () => {
  beforeAll(() => initI18n('en-US'));

  it("shows six tabs in the spec's order", () => {
    setup();
    const titles = screen.getAllByRole('button').map((b) => b.textContent);
    expect(titles).toEqual(['Home', 'Markets', 'Trade', 'Customer', 'Asset', 'Mine']);
  });

  it('only fires the tab-tap event when the current tab is tapped', () => {
    const { navigate } = setup();
    const tapped = vi.fn();
    const off = onTabTap(tapped);
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    off();
    expect(tapped).toHaveBeenCalledWith(tabPaths.home);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('switches tab by replacing the entry and brings back the scroll position of each tab', async () => {
    const { state, navigate } = setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mine' })));
    expect(navigate).toHaveBeenCalledWith(tabPaths.mine, { replace: true });
    expect(state.pathname).toBe(tabPaths.mine);
    await screen.findByText('mine page');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Home' })));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420);
  });
});
