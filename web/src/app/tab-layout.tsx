import {
  AppOutline,
  HistogramOutline,
  MessageOutline,
  PayCircleOutline,
  TravelOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Boundary } from '../components/error-boundary.tsx';
import { nav } from '../lib/navigation.ts';
import { emitTabTap } from '../lib/tab-events.ts';
import { type TabName, tabOrder, tabPaths } from './paths.ts';

const icons: Record<TabName, ReactNode> = {
  home: <AppOutline />,
  markets: <HistogramOutline />,
  trade: <TravelOutline />,
  customer: <MessageOutline />,
  asset: <PayCircleOutline />,
  mine: <UserOutline />,
};

/** Scroll position per tab, kept for the life of the app. */
const scrollPositions = new Map<string, number>();

function restoreScroll(path: string) {
  const y = scrollPositions.get(path) ?? 0;
  window.scrollTo(0, y);
  // A lazy tab may render a frame later; try once more when it has.
  requestAnimationFrame(() => window.scrollTo(0, y));
}

/** The six tabs at the bottom, 50 px high, in the spec's order. */
export function TabLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useLayoutEffect(() => restoreScroll(pathname), [pathname]);

  const select = (path: string) => {
    if (path === pathname) return emitTabTap(path);
    scrollPositions.set(pathname, window.scrollY);
    nav.switchTab(path);
  };

  return (
    <div className="tab-layout">
      <main className="tab-content">
        <Boundary resetKey={pathname}>
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </Boundary>
      </main>
      <nav className="tab-bar" aria-label="tabs">
        {tabOrder.map((name) => {
          const path = tabPaths[name];
          const active = path === pathname;
          return (
            <button
              key={name}
              type="button"
              className={active ? 'tab-item active' : 'tab-item'}
              aria-current={active ? 'page' : undefined}
              data-tab={name}
              onClick={() => select(path)}
            >
              <span className="tab-icon">{icons[name]}</span>
              <span className="tab-title">{t(`tab.${name}`)}</span>
            </button>
          );
        })}
      </nav>
    </div>
  );
}
