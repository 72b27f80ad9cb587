import type { Order } from '@app/contracts';
import { useSyncExternalStore } from 'react';

/**
 * Settled orders waiting to be shown, oldest first. An order can arrive twice (the socket and the
 * newOrderList catch-up); it is shown once.
 */
const shown = new Set<number>();
let queue: Order[] = [];
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function announce(orders: Order[]): void {
  const fresh = orders.filter((o) => o.status === 'closed' && o.result && !shown.has(o.id));
  if (fresh.length === 0) return;
  for (const o of fresh) shown.add(o.id);
  queue = [...queue, ...fresh.sort((a, b) => a.expires_at - b.expires_at)];
  emit();
}

/** Marks orders as already known (settled before this session looked), so they are never announced. */
export function markSeen(orders: Order[]): void {
  for (const o of orders) shown.add(o.id);
}

export function dismissResult(): void {
  queue = queue.slice(1);
  emit();
}

export function useResults(): Order[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => queue,
  );
}

/** Hides every result waiting to be shown (a route change hides any sheet); they stay in the records. */
export function dismissAllResults(): void {
  if (queue.length === 0) return;
  queue = [];
  emit();
}

/** For tests. */
export function resetResults(): void {
  shown.clear();
  queue = [];
  emit();
}
