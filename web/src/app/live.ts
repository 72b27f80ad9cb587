import type { ServerMessage } from '@app/contracts';
import { followRedirect } from '../lib/navigation.ts';

export { followRedirect };

import { socket } from '../lib/socket/index.ts';
import { setSocketState } from '../lib/socket/state.ts';

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
