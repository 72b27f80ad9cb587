import type { Identity } from './identity.ts';
import type { Timers } from './send-queue.ts';

// What the socket manager (socket-manager.ts) is given and what it reports: its ports, kept apart so
// tests and the app's wiring (index.ts) name them without the manager's workings.

export type SocketState = 'closed' | 'connected' | 'reconnecting' | 'error';

/** The part of the browser WebSocket the manager uses, so tests can hand it a fake. */
export interface WebSocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: (() => void) | null;
  onclose: (() => void) | null;
  onerror: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
}

export interface SocketOptions {
  /** The websocket address from the server config, or null while it is not known yet. */
  address: () => string | null | undefined;
  identity: () => Identity;
  createSocket?: (url: string) => WebSocketLike;
  timers?: Timers;
  now?: () => number;
}
