import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { initI18n } from '../lib/i18n.ts';
import { appHistory, HashRouter, navigateTo, useAppLocation } from '../lib/location.tsx';
import { createNavigator, setNavigator } from '../lib/navigation.ts';
import { onTabTap } from '../lib/tab-events.ts';
import { tabOrder, tabPaths } from './paths.ts';
import { TabLayout } from './tab-layout.tsx';

const state = { pathname: '' };
const navigate = vi.fn();

/** Binds the navigation helper to the router, recording where it is. */
function Binding() {
  state.pathname = useAppLocation().pathname;
  navigate.mockImplementation((to: string | number, options?: { replace?: boolean }) =>
    typeof to === 'number' ? appHistory().go(to) : navigateTo(to, options),
  );
  setNavigator(createNavigator({ navigate, current: () => state.pathname, canGoBack: () => true }));
  return null;
}

function setup() {
  navigate.mockClear();
  appHistory().replace(tabPaths.home);
  render(
    <HashRouter>
      <Binding />
      <TabLayout>
        <Switch>
          {tabOrder.map((name) => (
            <Route key={name} path={tabPaths[name]}>
              <p>{name} page</p>
            </Route>
          ))}
        </Switch>
      </TabLayout>
    </HashRouter>,
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
