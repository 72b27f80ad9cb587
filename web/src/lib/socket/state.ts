import { useSyncExternalStore } from 'react';
import type { SocketState } from './socket-manager.ts';

/**
 * The socket's state, mirrored here by the start-up code so that the connection badge does not pull the
 * socket manager (and the message schemas it parses with) into the first screen's bundle.
 */
let state: SocketState = 'closed';
const listeners = new Set<() => void>();

export function setSocketState(next: SocketState): void {
  if (next === state) return;
  state = next;
  for (const l of listeners) l();
}

export const getSocketState = (): SocketState => state;

export function useSocketStateMirror(): SocketState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
