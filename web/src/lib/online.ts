import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach the server: the browser's online flag, corrected by what requests see (the
 * flag says "online" on a network without internet, and stays true after an offline reload in some
 * browsers). A request that fails at the network level marks the app offline; any answer, or the
 * browser's `online` event, marks it online again.
 */
let online = typeof navigator === 'undefined' || navigator.onLine;
/** Counts the browser's `online` events: a request that failed is news only if none came since it began. */
let onlineEvents = 0;
const listeners = new Set<() => void>();

export const isOnline = (): boolean => online;

export function setOnline(next: boolean): void {
  if (next === online) return;
  online = next;
  for (const l of listeners) l();
}

export function watchOnline(): void {
  window.addEventListener('online', () => {
    onlineEvents += 1;
    setOnline(true);
  });
  window.addEventListener('offline', () => setOnline(false));
}

/**
 * Wraps fetch so its outcomes keep the online state current. A request sent during an outage that
 * fails only after the browser said it is back online marks nothing: the network is back, and no later
 * request would come to correct it.
 */
export const trackedFetch: typeof fetch = (input, init) => {
  const sentAfter = onlineEvents;
  return fetch(input, init).then(
    (res) => {
      setOnline(true);
      return res;
    },
    (error: unknown) => {
      const aborted = error instanceof DOMException && error.name === 'AbortError';
      if (!aborted && sentAfter === onlineEvents) setOnline(false);
      throw error;
    },
  );
};

/** Calls `listener` whenever the online state changes; returns the unsubscribe. */
export function onOnlineChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOnline(): boolean {
  return useSyncExternalStore(onOnlineChange, isOnline);
}
