import type { ServerMessage } from '@app/contracts';

/**
 * Pushes a private message (`order`, `balance`) to one user's live connections. A port: the app
 * context provides it (the websocket hub's publisher); without a hub it does nothing.
 * It must never throw into the caller: money has already moved when it is called.
 */
export type Notify = (userId: number, message: ServerMessage) => void;

export const noNotify: Notify = () => {};
