import type { ServerMessage } from '@app/contracts';

/**
 * Delivers a private message (`order`, `balance`, …) to one user's live connections: the sink of the
 * change publisher (live/publisher.ts) and the outbox job. The app context sets it to the websocket
 * hub; tests pass their own to see what would be pushed.
 */
export type Notify = (userId: number, message: ServerMessage) => void;
