import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach the server: the browser's online flag, corrected by what requests see (the
 * flag says "online" on a network without internet, and stays true after an offline reload in some
 * browsers). A request that fails at the network level marks the app offline; any answer, or the
 * browser's `online` event, marks it online again.
 */
let online = typeof navigator === 'undefined' || navigator.onLine;
const listeners = new Set<() => void>();

export function setOnline(next: boolean): void {
  if (next === online) return;
  online = next;
  for (const l of listeners) l();
}

export function watchOnline(): void {
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
}

/** Wraps fetch so its outcomes keep the online state current. */
export const trackedFetch: typeof fetch = (input, init) =>
  fetch(input, init).then(
    (res) => {
      setOnline(true);
      return res;
    },
    (error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setOnline(false);
      throw error;
    },
  );

export function useOnline(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => online,
  );
}
