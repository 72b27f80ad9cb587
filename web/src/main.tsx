import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installAntdRender } from './app/antd-render.ts';
import { App } from './app/app.tsx';
import { startPwa } from './app/pwa.ts';
import { prefetchRouteData, preloadRoute } from './app/routes.tsx';
import { installRootFontSize } from './app/viewport.ts';
import { initI18n, startupLanguage } from './lib/i18n.ts';
import { nextTask } from './lib/idle.ts';
import { captureInvite } from './lib/invite.ts';
import { cachedConfig } from './lib/server-config.ts';
import { getItem, storageKeys } from './lib/storage.ts';
import { applyTheme } from './lib/theme.ts';
import 'antd-mobile/es/global';
import './app/styles.css';

/** Fetches (or reuses) the server config; the schemas it needs load in their own chunk. */
const fetchConfig = () => import('./features/config/load.ts').then((m) => m.loadBase());
/** The socket (and the schemas it parses with) loads after the config, off the start-up path. */
const startLive = () => import('./app/live.ts').then((m) => m.startLive());

async function start() {
  installAntdRender();
  installRootFontSize();
  applyTheme();
  captureInvite(window.location.href);
  // Each step below runs in a task of its own, after the modules' evaluation: Vite's preload helper adds
  // a link for each of the page's chunks (≈ 30), and i18next sets up; together with the evaluation they
  // made one task long enough to block input (and count as blocking time).
  await nextTask();
  const page = preloadRoute(window.location.hash);
  // The server's default language matters only when none is saved; start-up waits for it only on a
  // first visit, when no config was ever cached (a cached one, even stale, names the default language).
  const pending = fetchConfig();
  void pending.then(startLive);
  const cached = cachedConfig()?.config;
  const config = getItem(storageKeys.language) || cached ? cached : await pending;
  await nextTask();
  await initI18n(startupLanguage(config?.default_language));
  prefetchRouteData(window.location.hash);
  // The first render waits for the page in the address bar (the start-up mark stays painted): rendered
  // before it, the tab bar would show alone and React would hold the page back when it arrives
  // (Suspense reveals content at most every 300 ms), with a second commit and its layout.
  await page;
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  // As a transition the first render yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole tree (total blocking time); the static mark in index.html stays
  // painted until it commits.
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  startPwa();
}

void start();
