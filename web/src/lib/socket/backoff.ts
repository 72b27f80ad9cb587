import { liveConstants as c } from '@app/contracts';

/** Spec section 9: reconnect delay min(1000 ms × attempt, 30 000 ms). `attempt` starts at 1. */
export const reconnectDelay = (attempt: number): number =>
  Math.min(c.reconnectStepMs * attempt, c.reconnectCapMs);

/** Spec section 9: buffered retries start at 2 s and double up to 60 s. `attempt` starts at 1. */
export const retryDelay = (attempt: number): number =>
  Math.min(c.retryStartMs * 2 ** (attempt - 1), c.retryCapMs);
