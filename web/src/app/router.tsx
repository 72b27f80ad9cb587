import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { Boundary } from '../components/error-boundary.tsx';
import { createNavigator, overlayBackground, setNavigator } from '../lib/navigation.ts';
import { AppShell } from './app-shell.tsx';
import { overlayRoutes, type PageRoute, pageRoutes, tabRoutes } from './routes.tsx';
import { TabLayout } from './tab-layout.tsx';

const element = ({ Page }: PageRoute) => <Page />;

/**
 * Every route of the spec at its path, in React Router's declarative mode: the data router would add
 * about 16 KB gzip to the start-up bundle for features this app does not use.
 */
export function AppRoutes() {
  const location = useLocation();
  // An overlay route (the popup notice) renders over the page it was opened from, which stays mounted.
  const background = overlayBackground(location.state);
  return (
    <>
      <Routes location={background ?? location}>
        <Route element={<AppShell />}>
          <Route element={<TabLayout />}>
            {tabRoutes.map((r) => (
              <Route key={r.path} path={r.path} element={element(r)} />
            ))}
          </Route>
          {pageRoutes.map((r) => (
            <Route key={r.path} path={r.path} element={element(r)} />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Routes>
      {background ? (
        <Boundary resetKey={location.pathname}>
          <Suspense fallback={null}>
            <Routes>
              {overlayRoutes.map((r) => (
                <Route key={r.path} path={r.path} element={element(r)} />
              ))}
            </Routes>
          </Suspense>
        </Boundary>
      ) : null}
    </>
  );
}

/** Binds the navigation helper to the router; rendered inside it, before the routes. */
export function NavigatorBinding() {
  const navigate = useNavigate();
  setNavigator(
    createNavigator({
      navigate: (to, options) => (typeof to === 'number' ? navigate(to) : navigate(to, options)),
      current: () => window.location.hash.replace(/^#/, '') || '/',
      canGoBack: () => (window.history.state?.idx ?? 0) > 0,
    }),
  );
  return null;
}
