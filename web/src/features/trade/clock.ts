import { useSyncExternalStore } from 'react';
import { formatCountdown, remainingMs } from '../../lib/countdown.ts';
import { serverNow } from '../../lib/socket/index.ts';

export { formatCountdown, remainingMs };

/**
 * A shared ticking clock for countdowns. It only says "look again"; every reader computes what is left
 * from an order's `expires_at` and the server time, so a throttled or frozen timer in the background
 * never makes a countdown drift: the first tick or `visibilitychange` after return shows the true value.
 */
export function createClock(now: () => number, intervalMs = 250) {
  const listeners = new Set<() => void>();
  let current = now();
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    current = now();
    for (const l of listeners) l();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') tick();
  };
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      if (listeners.size === 1) {
        current = now();
        timer = setInterval(tick, intervalMs);
        document.addEventListener('visibilitychange', onVisible);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        clearInterval(timer);
        document.removeEventListener('visibilitychange', onVisible);
      };
    },
    read: () => current,
  };
}

const serverClock = createClock(serverNow);

/** Server time, refreshed a few times a second while something shows a countdown. */
export function useServerNow(clock = serverClock): number {
  return useSyncExternalStore(clock.subscribe, clock.read);
}

/** Seconds left on an order, from the shared server clock. */
export function useCountdown(expiresAt: number, clock = serverClock): { ms: number; text: string } {
  const now = useServerNow(clock);
  const ms = remainingMs(expiresAt, now);
  return { ms, text: formatCountdown(ms) };
}
