import { useSyncExternalStore } from 'react';
import { serverNow } from '../../lib/socket/index.ts';

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

/** Milliseconds left until `expiresAt` at `now`, never negative. */
export const remainingMs = (expiresAt: number, now: number): number => Math.max(0, expiresAt - now);

/** "00:29", "04:59", "1:02:03": whole seconds, rounded up so 0 shows only once the time is up. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** Seconds left on an order, from the shared server clock. */
export function useCountdown(expiresAt: number, clock = serverClock): { ms: number; text: string } {
  const now = useServerNow(clock);
  const ms = remainingMs(expiresAt, now);
  return { ms, text: formatCountdown(ms) };
}
