import { liveConstants as c } from '@app/contracts';
import { retryDelay } from './backoff.ts';

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

interface Pending {
  text: string;
  tries: number;
}

/**
 * Outgoing messages (spec section 9): at most 5 sends in flight; what cannot be sent because the
 * socket is not open is buffered and retried from 2 s, doubling up to 60 s, 28 tries, then dropped.
 */
export class SendQueue {
  #queue: Pending[] = [];
  #inFlight = 0;
  #timer: unknown = null;
  #retryAttempt = 0;
  dropped = 0;

  constructor(
    private readonly trySend: (text: string) => boolean,
    private readonly timers: Timers,
    private readonly maxTries: number = c.retryTries,
  ) {}

  get size(): number {
    return this.#queue.length;
  }

  push(text: string): void {
    this.#queue.push({ text, tries: 0 });
    this.pump();
  }

  /** Sends what it can now; called on push, on open and by the retry timer. */
  pump(): void {
    while (this.#queue.length > 0 && this.#inFlight < c.maxConcurrentSends) {
      const next = this.#queue[0] as Pending;
      if (!this.trySend(next.text)) {
        this.#scheduleRetry();
        return;
      }
      this.#queue.shift();
      this.#inFlight++;
      // A browser WebSocket hands the frame over synchronously; the slot frees on the next task.
      this.timers.setTimeout(() => {
        this.#inFlight--;
        this.pump();
      }, 0);
    }
    if (this.#queue.length === 0) this.#retryAttempt = 0;
  }

  #scheduleRetry(): void {
    if (this.#timer !== null) return;
    this.#retryAttempt++;
    for (const p of this.#queue) p.tries++;
    const before = this.#queue.length;
    this.#queue = this.#queue.filter((p) => p.tries <= this.maxTries);
    this.dropped += before - this.#queue.length;
    if (this.#queue.length === 0) return;
    this.#timer = this.timers.setTimeout(() => {
      this.#timer = null;
      this.pump();
    }, retryDelay(this.#retryAttempt));
  }

  /** The socket opened: send the buffer now rather than at the next retry. */
  flushNow(): void {
    if (this.#timer !== null) this.timers.clearTimeout(this.#timer);
    this.#timer = null;
    this.#retryAttempt = 0;
    this.pump();
  }

  clear(): void {
    if (this.#timer !== null) this.timers.clearTimeout(this.#timer);
    this.#timer = null;
    this.#queue = [];
  }
}
