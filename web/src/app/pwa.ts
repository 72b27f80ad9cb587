import { useSyncExternalStore } from 'react';

import { whenIdle } from '../lib/idle.ts';
import { watchOnline } from '../lib/online.ts';

/**
 * The service worker (vite-plugin-pwa, workbox): registered a while after the window's load event, when the
 * browser is idle, so its precache never competes with the first screen; when a new version is deployed,
 * the new worker waits and `needRefresh` becomes true until the user reloads.
 */
interface PwaState {
  needRefresh: boolean;
}

let state: PwaState = { needRefresh: false };
const listeners = new Set<() => void>();
let update: ((reload?: boolean) => Promise<void>) | undefined;

function set(next: Partial<PwaState>): void {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

/** How long after the window's load event the worker registers (then at the browser's next idle moment). */
const REGISTER_AFTER_LOAD_MS = 2000;

export function startPwa(): void {
  watchOnline();
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // The load event comes early (lazy chunks do not hold it), before the first screen's chunks and data
  // have arrived; the worker's install downloads every file of the app. So it registers a while after
  // load, when the browser is idle: on a slow network the precache never competes with the screen.
  const later = () => setTimeout(() => whenIdle(registerWorker, 5000), REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

function registerWorker(): void {
  // The manifest's link is left out of index.html (vite.config.ts): read at once, it made the browser
  // fetch the manifest and its icon among the first screen's requests. Installing needs it only now.
  void import('virtual:pwa-info').then(({ pwaInfo }) => {
    if (pwaInfo && !document.querySelector('link[rel="manifest"]'))
      document.head.insertAdjacentHTML('beforeend', pwaInfo.webManifest.linkTag);
  });
  void import('virtual:pwa-register').then(({ registerSW }) => {
    update = registerSW({
      immediate: true,
      onNeedRefresh: () => set({ needRefresh: true }),
      // A deployed version is noticed within the hour even if the app stays open.
      onRegisteredSW: (_url, registration) => {
        if (registration) setInterval(() => void registration.update(), 60 * 60 * 1000);
      },
    });
  });
}

/** Activates the waiting version and reloads into it. */
export const applyUpdate = () => update?.(true);
export const dismissUpdate = () => set({ needRefresh: false });

export function usePwa(): PwaState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
