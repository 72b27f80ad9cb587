import type { ServerMessage } from '@app/contracts';
import { isHttpUrl, nav } from '../lib/navigation.ts';
import { socket } from '../lib/socket/index.ts';
import { setSocketState } from '../lib/socket/state.ts';

/** Where a `redirect` message sends the app: a hash route inside it, or a full http(s) address. */
export function followRedirect(url: string, open: (href: string) => void = (h) => window.location.assign(h)) {
  const target = url.trim();
  if (target.startsWith('#/')) return nav.redirect(target.slice(1));
  if (target.startsWith('/app/')) return nav.redirect(target);
  if (isHttpUrl(target)) open(target);
}

export const onRedirect = (m: ServerMessage) => m.ch === 'redirect' && followRedirect(m.data.url);

/**
 * Starts the app's socket once the server config (and its `wss` address) is cached; the user with status 0
 * is redirected when the server says so, and a return to the foreground reconnects a silent socket.
 */
export function startLive(): void {
  socket.onMessage(onRedirect);
  socket.onState(() => setSocketState(socket.state));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') socket.foreground();
  });
  socket.start();
}
