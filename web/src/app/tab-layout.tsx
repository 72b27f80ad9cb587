import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Boundary } from '../components/error-boundary.tsx';
import { LineIcon } from '../components/line-icon.tsx';
import { useAppLocation } from '../lib/location.tsx';
import { nav } from '../lib/navigation.ts';
import { emitTabTap } from '../lib/tab-events.ts';
import { type TabName, tabOrder, tabPaths } from './paths.ts';

/** Drawn inline: the icon package would put about 5 KB gzip into the start-up bundle for six icons. */
const icons: Record<TabName, ReactNode> = {
  home: (
    <LineIcon>
      <path d="M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
    </LineIcon>
  ),
  markets: (
    <LineIcon>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
    </LineIcon>
  ),
  trade: (
    <LineIcon>
      <path d="M4 8h14l-4-4M20 16H6l4 4" />
    </LineIcon>
  ),
  customer: (
    <LineIcon>
      <path d="M4 5h16v11H9l-5 4z" />
    </LineIcon>
  ),
  asset: (
    <LineIcon>
      <path d="M3 7h18v13H3zM3 7l3-4h12l3 4M16 13.5h2" />
    </LineIcon>
  ),
  mine: (
    <LineIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1-4.4 4.2-6.5 8-6.5s7 2.1 8 6.5" />
    </LineIcon>
  ),
};

/** Scroll position per tab, kept for the life of the app. */
const scrollPositions = new Map<string, number>();

function restoreScroll(path: string) {
  const y = scrollPositions.get(path) ?? 0;
  window.scrollTo(0, y);
  // A lazy tab may render a frame later; try once more when it has.
  requestAnimationFrame(() => window.scrollTo(0, y));
}

/** The six tabs at the bottom, 50 px high, in the spec's order; `children` is the tab's page. */
export function TabLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useAppLocation();
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
          <Suspense fallback={null}>{children}</Suspense>
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
