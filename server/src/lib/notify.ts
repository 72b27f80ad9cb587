import type { ServerMessage } from '@app/contracts';

/**
 * Delivers a private message (`order`, `balance`, …) to one user's live connections: the sink of the
 * change publisher (live/publisher.ts) and the outbox job. The app context sets it to the websocket
 * hub; tests pass their own to see what would be pushed.
 */
export type Notify = ((userId: number, message: ServerMessage) => void) & {
  /**
   * Whether `userId` can receive a message on `ch` right now (an open socket subscribed to its
   * channel). Given, a message it says nobody receives is not prepared at all (the change publisher
   * skips reading the balance); absent, every message is prepared and delivered.
   */
  listens?: (userId: number, ch: ServerMessage['ch']) => boolean;
};
