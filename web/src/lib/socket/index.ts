import { useSyncExternalStore } from 'react';
import { getToken, getUser } from '../session.ts';
import { getItem, storageKeys } from '../storage.ts';
import { SocketManager, type SocketState } from './socket-manager.ts';

export { belongsTo } from './channels.ts';
export { SocketManager, type SocketState } from './socket-manager.ts';

/** The app's one socket: the address comes from the cached server config (`wss`), the identity from the session. */
export const socket = new SocketManager({
  address: () => getItem<string>(storageKeys.wss) ?? null,
  identity: () => ({ uid: getUser()?.uid ?? null, token: getToken() }),
});

/** The connection state, for the connection badge. */
export function useSocketState(): SocketState {
  return useSyncExternalStore(
    (listener) => socket.onState(listener),
    () => socket.state,
  );
}

/** Server time: local time plus the offset measured from the last ping. */
export const serverNow = (): number => Date.now() + socket.clockOffset;
