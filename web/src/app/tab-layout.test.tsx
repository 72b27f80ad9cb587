import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n.ts';
import { createNavigator, setNavigator } from '../lib/navigation.ts';
import { onTabTap } from '../lib/tab-events.ts';
import { tabOrder, tabPaths } from './paths.ts';
import { TabLayout } from './tab-layout.tsx';

function setup() {
  const router = createMemoryRouter(
    [
      {
        element: <TabLayout />,
        children: tabOrder.map((name) => ({ path: tabPaths[name], element: <p>{name} page</p> })),
      },
    ],
    { initialEntries: [tabPaths.home] },
  );
  const navigate = vi.fn((to: string | number, options?: { replace?: boolean }) =>
    typeof to === 'number' ? router.navigate(to) : router.navigate(to, options),
  );
  setNavigator(
    createNavigator({ navigate, current: () => router.state.location.pathname, canGoBack: () => true }),
  );
  render(<RouterProvider router={router} />);
  return { router, navigate };
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
    const { router, navigate } = setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mine' })));
    expect(navigate).toHaveBeenCalledWith(tabPaths.mine, { replace: true });
    expect(router.state.location.pathname).toBe(tabPaths.mine);
    await screen.findByText('mine page');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Home' })));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420);
  });
});
