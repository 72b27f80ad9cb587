import { type Channel, type ClientMessage, liveConstants as c, type ServerMessage } from '@app/contracts';
import { reconnectDelay } from './backoff.ts';
import { belongsTo } from './channels.ts';
import { type Identity, identification, isPrivate, mayAsk } from './identity.ts';
import { readMessage } from './read-message.ts';
import { SendQueue, type Timers } from './send-queue.ts';
import type { SocketOptions, SocketState, WebSocketLike } from './socket-port.ts';

export type { SocketOptions, SocketState, WebSocketLike } from './socket-port.ts';

const OPEN = 1;
type Handler = (message: ServerMessage) => void;

/**
 * The app's one websocket (spec sections 4, 7, 9): heartbeat, reconnect with backoff, buffered sends,
 * subscriptions restored after a reconnect, and a reconnect on return to the foreground when no ping
 * arrived within 5 s.
 */
export class SocketManager {
  state: SocketState = 'closed';
  lastPing = 0;
  /** Server clock minus local clock, from the last ping. */
  clockOffset = 0;
  #ws: WebSocketLike | null = null;
  #attempt = 0;
  #stopped = true;
  #timer: unknown = null;
  #heartbeat: unknown = null;
  #channels = new Map<string, Set<Handler>>();
  #listeners = new Set<Handler>();
  #stateListeners = new Set<() => void>();
  #reconnectListeners = new Set<() => void>();
  /** The token the open socket last said with `online` (undefined: a guest). */
  #sentToken: string | undefined;
  readonly #queue: SendQueue;
  readonly #timers: Timers;
  readonly #now: () => number;

  constructor(private readonly options: SocketOptions) {
    this.#timers = options.timers ?? {
      setTimeout: (f, ms) => setTimeout(f, ms),
      clearTimeout: (id) => clearTimeout(id as number),
    };
    this.#now = options.now ?? Date.now;
    this.#queue = new SendQueue((text) => this.#rawSend(text), this.#timers);
  }

  /** Starts: waits for the address (once a second, 30 tries), then connects. */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#poll(1);
  }

  stop(): void {
    this.#stopped = true;
    this.#clearTimers();
    this.#queue.clear();
    this.#drop();
    this.#setState('closed');
  }

  /** Messages buffered until the socket opens. */
  get pendingSends(): number {
    return this.#queue.size;
  }

  send(message: ClientMessage): void {
    this.#queue.push(JSON.stringify(message));
  }

  /** Every server message. */
  onMessage(handler: Handler): () => void {
    this.#listeners.add(handler);
    return () => this.#listeners.delete(handler);
  }

  /** Called after every reconnect, so views can fill the gap with a REST snapshot. */
  onReconnect(listener: () => void): () => void {
    this.#reconnectListeners.add(listener);
    return () => this.#reconnectListeners.delete(listener);
  }

  onState(listener: () => void): () => void {
    this.#stateListeners.add(listener);
    return () => this.#stateListeners.delete(listener);
  }

  /** Subscribes to a channel; the server is told on the first handler and released after the last. */
  subscribe(channel: Channel, handler: Handler): () => void {
    let handlers = this.#channels.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.#channels.set(channel, handlers);
      const identity = this.options.identity();
      // A private channel waits for a token; one newer than the socket knows is announced first.
      if (isPrivate(channel) && identity.token !== this.#sentToken) this.identify();
      else if (mayAsk(channel, identity)) this.send({ ch: 'sub', data: { channel } });
    }
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
      if (handlers.size > 0 || this.#channels.get(channel) !== handlers) return;
      this.#channels.delete(channel);
      this.send({ ch: 'unsub', data: { channel } });
    };
  }

  /**
   * The session changed (login, logout, a refreshed token): the open socket says so at once and asks
   * again for the private channels held; a closed one will on opening.
   */
  identify(): void {
    const identity = this.options.identity();
    if (this.#ws?.readyState !== OPEN || identity.token === this.#sentToken) return;
    this.#announce(identity, [...this.#channels.keys()].filter(isPrivate));
  }

  #announce(identity: Identity, channels: Iterable<string>): void {
    this.#sentToken = identity.token;
    for (const message of identification(identity, channels)) this.#rawSend(JSON.stringify(message));
  }

  /** The app came back to the foreground: reconnect unless a ping arrived in the last 5 s. */
  foreground(): void {
    if (this.#stopped || this.#now() - this.lastPing <= c.foregroundPingMs) return;
    this.#attempt = 0;
    this.#drop();
    this.#connect();
  }

  #poll(tryNumber: number): void {
    if (this.#stopped) return;
    if (this.options.address()) {
      this.#connect();
      return;
    }
    if (tryNumber >= c.pollTries) {
      this.#setState('error');
      return;
    }
    this.#timer = this.#timers.setTimeout(() => this.#poll(tryNumber + 1), c.pollMs);
  }

  #connect(): void {
    const address = this.options.address();
    if (!address) {
      this.#setState('error');
      return;
    }
    const { uid } = this.options.identity();
    const url = `${address}${address.includes('?') ? '&' : '?'}uid=${uid ?? ''}&t=${this.#now()}`;
    const create = this.options.createSocket ?? ((u: string) => new WebSocket(u) as unknown as WebSocketLike);
    let ws: WebSocketLike;
    try {
      ws = create(url);
    } catch {
      this.#scheduleReconnect();
      return;
    }
    this.#ws = ws;
    ws.onopen = () => this.#opened();
    ws.onmessage = (event) => this.#received(event.data);
    ws.onerror = () => ws.close();
    ws.onclose = () => {
      if (this.#ws !== ws) return;
      this.#ws = null;
      this.#stopHeartbeat();
      this.#scheduleReconnect();
    };
  }

  #opened(): void {
    const reconnected = this.#attempt > 0 || this.lastPing > 0;
    this.#attempt = 0;
    this.lastPing = this.#now();
    this.#setState('connected');
    this.#announce(this.options.identity(), this.#channels.keys());
    this.#queue.flushNow();
    this.#heartbeat = this.#timers.setTimeout(() => this.#beat(), c.heartbeatMs);
    if (reconnected) for (const l of this.#reconnectListeners) l();
  }

  #beat(): void {
    this.#rawSend(JSON.stringify({ ch: 'heart', data: { uid: this.options.identity().uid } }));
    this.#heartbeat = this.#timers.setTimeout(() => this.#beat(), c.heartbeatMs);
  }

  #received(raw: unknown): void {
    const message = readMessage(raw);
    if (!message) return;
    if (message.ch === 'ping') {
      this.lastPing = this.#now();
      this.clockOffset = message.data.time - this.lastPing;
    }
    for (const l of this.#listeners) l(message);
    for (const [channel, handlers] of this.#channels) {
      if (belongsTo(channel, message)) for (const h of handlers) h(message);
    }
  }

  #scheduleReconnect(): void {
    if (this.#stopped) return;
    if (this.#attempt >= c.maxReconnects) {
      this.#setState('error');
      return;
    }
    this.#attempt++;
    this.#setState('reconnecting');
    this.#timer = this.#timers.setTimeout(() => this.#connect(), reconnectDelay(this.#attempt));
  }

  #rawSend(text: string): boolean {
    if (this.#ws?.readyState !== OPEN) return false;
    this.#ws.send(text);
    return true;
  }

  #drop(): void {
    const ws = this.#ws;
    this.#ws = null;
    this.#stopHeartbeat();
    ws?.close();
  }

  #stopHeartbeat(): void {
    if (this.#heartbeat !== null) this.#timers.clearTimeout(this.#heartbeat);
    this.#heartbeat = null;
  }

  #clearTimers(): void {
    if (this.#timer !== null) this.#timers.clearTimeout(this.#timer);
    this.#timer = null;
    this.#stopHeartbeat();
  }

  #setState(state: SocketState): void {
    if (this.state === state) return;
    this.state = state;
    for (const l of this.#stateListeners) l();
  }
}
