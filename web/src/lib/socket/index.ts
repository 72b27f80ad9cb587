import { useSyncExternalStore } from 'react';
import { apiBase } from '../runtime-config.ts';
import { sandboxUrl } from '../sandbox.ts';
import { getToken, getUser, onSessionChange } from '../session.ts';
import { getItem, storageKeys } from '../storage.ts';
import { SocketManager, type SocketState } from './socket-manager.ts';

export { belongsTo } from './channels.ts';
export { SocketManager, type SocketState } from './socket-manager.ts';

/**
 * The socket address from the server config's `wss`: absolute when the server has a PUBLIC_URL, else a
 * path resolved against the API's own address (`api`: the API base resolved against this page, so this
 * page's host and port when the API is on it), http → ws and https → wss; no request header chooses it.
 */
export function socketAddress(wss: string | null, api: string): string | null {
  if (!wss) return null;
  const url = new URL(wss, api);
  url.protocol = url.protocol.replace(/^http/, 'ws');
  return url.toString();
}

/** The app's one socket: the address comes from the cached server config (`wss`), the identity from the session. */
export const socket = new SocketManager({
  address: () => {
    const address = socketAddress(
      getItem<string>(storageKeys.wss) ?? null,
      new URL(apiBase, location.href).href,
    );
    return address && sandboxUrl(address);
  },
  identity: () => ({ uid: getUser()?.uid ?? null, token: getToken() }),
});
// A login, a logout and a refreshed token re-identify the open socket at once, without a reload.
onSessionChange(() => socket.identify());

/** The connection state, for the connection badge. */
export function useSocketState(): SocketState {
  return useSyncExternalStore(
    (listener) => socket.onState(listener),
    () => socket.state,
  );
}

/** Server time: local time plus the offset measured from the last ping. */
export const serverNow = (): number => Date.now() + socket.clockOffset;
