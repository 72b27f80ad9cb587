import { createHashRouter, Navigate, type RouteObject } from 'react-router';
import { createNavigator, setNavigator } from '../lib/navigation.ts';
import { AppShell } from './app-shell.tsx';
import { pageRoutes, tabRoutes } from './routes.tsx';
import { TabLayout } from './tab-layout.tsx';

export const routeTree: RouteObject[] = [
  {
    element: <AppShell />,
    hydrateFallbackElement: <div className="boot" />,
    children: [
      { element: <TabLayout />, children: tabRoutes },
      ...pageRoutes,
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** Hash router with base '/'; the navigation helper is bound to it. */
export function createAppRouter() {
  const router = createHashRouter(routeTree);
  setNavigator(
    createNavigator({
      navigate: (to, options) =>
        typeof to === 'number' ? router.navigate(to) : router.navigate(to, options),
      current: () => router.state.location.pathname + router.state.location.search,
      canGoBack: () => (window.history.state?.idx ?? 0) > 0,
    }),
  );
  return router;
}
