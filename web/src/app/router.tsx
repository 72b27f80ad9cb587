import { Suspense, useMemo } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Boundary } from '../components/error-boundary.tsx';
import {
  type AppLocation,
  appHistory,
  LocationProvider,
  navigateTo,
  useAppLocation,
} from '../lib/location.tsx';
import { createNavigator, overlayBackground, setNavigator } from '../lib/navigation.ts';
import { AppShell } from './app-shell.tsx';
import { overlayRoutes, type PageRoute, pageRoutes, tabRoutes } from './routes.tsx';
import { TabLayout } from './tab-layout.tsx';

const route = ({ path, Page }: PageRoute) => (
  <Route key={path} path={path}>
    <Page />
  </Route>
);
const tabPathSet: ReadonlySet<string> = new Set(tabRoutes.map((r) => r.path));

/** The page under an overlay: its own path and search, so it renders as it did before the overlay opened. */
function backgroundLocation(background: string, overlayKey: string): AppLocation {
  const [pathname = '/', query] = background.split('?', 2);
  return { pathname, search: query ? `?${query}` : '', state: null, key: `${overlayKey}-under` };
}

/** Every route of the spec at its path; the tab pages share the tab bar, which stays mounted between tabs. */
function Pages() {
  const { pathname } = useAppLocation();
  return (
    <AppShell>
      {tabPathSet.has(pathname) ? (
        <TabLayout>
          <Switch>{tabRoutes.map(route)}</Switch>
        </TabLayout>
      ) : (
        <Switch>
          {pageRoutes.map(route)}
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      )}
    </AppShell>
  );
}

export function AppRoutes() {
  const location = useAppLocation();
  // An overlay route (the popup notice) renders over the page it was opened from, which stays mounted.
  const background = overlayBackground(location.state);
  const shown = useMemo(
    () => (background ? backgroundLocation(background, location.key) : location),
    [background, location],
  );
  return (
    <>
      <LocationProvider location={shown}>
        <Pages />
      </LocationProvider>
      {background ? (
        <Boundary resetKey={location.pathname}>
          <Suspense fallback={null}>
            <Switch>{overlayRoutes.map(route)}</Switch>
          </Suspense>
        </Boundary>
      ) : null}
    </>
  );
}

/** Binds the navigation helper to the router; rendered inside it, before the routes. */
export function NavigatorBinding() {
  setNavigator(
    createNavigator({
      navigate: (to, options) => (typeof to === 'number' ? appHistory().go(to) : navigateTo(to, options)),
      current: () => window.location.hash.replace(/^#/, '') || '/',
      canGoBack: () => (window.history.state?.idx ?? 0) > 0,
    }),
  );
  return null;
}
