import { useSyncExternalStore } from 'react';

import { watchOnline } from '../lib/online.ts';

/**
 * The service worker (vite-plugin-pwa, workbox): registered after the window's load event so it never
 * competes with the first screen; when a new version is deployed, the new worker waits and `needRefresh`
 * becomes true until the user reloads.
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

export function startPwa(): void {
  watchOnline();
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // After the window's load event: the worker's script and its precache downloads then never share
  // the network or the main thread with the first screen's own requests.
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}

function registerWorker(): void {
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
