import { privateChannelOf, privateChannels, type ServerMessage, type UserMessageCh } from '@app/contracts';
import type { WebSocket } from 'ws';
import type { Translate } from '../lib/i18n.ts';
import type { EndedSessions } from '../modules/account/sessions-ended.ts';

/** One connected socket and what it may receive. */
export interface LiveClient {
  socket: WebSocket;
  uid: number | null;
  /** Set once `online` carried a valid token; private channels need it. */
  userId: number | null;
  /** The session `online` was bound with: when it ends, the socket is told and unbound. */
  sessionId: number | null;
  /** The language of the upgrade request, for what the server tells this socket unprompted. */
  t: Translate;
  channels: Set<string>;
  lastSeen: number;
}

/** A socket just opened: anonymous, subscribed to nothing, seen now. */
export const openedClient = (socket: WebSocket, t: Translate, now: number): LiveClient => ({
  socket,
  uid: null,
  userId: null,
  sessionId: null,
  t,
  channels: new Set(),
  lastSeen: now,
});

/**
 * Developer tools' view of the wire (server/src/modules/devtools): every frame is shown to `observe` once,
 * and `shape`, when set, sends each delivery itself (late, twice, out of order or not at all).
 */
export interface LiveTap {
  observe(direction: 'in' | 'out', text: string): void;
  shape?: (client: LiveClient, frame: Buffer, send: (frame: Buffer) => void) => void;
}

function setOf<K>(map: Map<K, Set<LiveClient>>, key: K): Set<LiveClient> {
  const found = map.get(key);
  if (found) return found;
  const fresh = new Set<LiveClient>();
  map.set(key, fresh);
  return fresh;
}

/** Messages only an owner receives; each travels on its private channel (contracts' `privateChannelOf`). */
export type UserMessage = Extract<ServerMessage, { ch: UserMessageCh }>;

/**
 * Who is subscribed to what, and delivery. A broadcast is serialized once and the same buffer is written
 * to every subscriber; a subscriber with more than `slowClientBytes` still unsent is dropped instead of
 * being buffered without bound.
 */
export function liveHub({ slowClientBytes }: { slowClientBytes: number }) {
  const clients = new Set<LiveClient>();
  const channels = new Map<string, Set<LiveClient>>();
  const users = new Map<number, Set<LiveClient>>();
  const sessions = new Map<number, Set<LiveClient>>();
  let dropped = 0;
  let tap: LiveTap | null = null;

  function remove(client: LiveClient): void {
    if (!clients.delete(client)) return;
    for (const ch of client.channels) channels.get(ch)?.delete(client);
    client.channels.clear();
    forget(client);
  }

  /** Takes the client out of the user and session indexes (the sets go when empty). */
  function forget(client: LiveClient): void {
    const { userId, sessionId } = client;
    if (userId !== null && users.get(userId)?.delete(client) && users.get(userId)?.size === 0)
      users.delete(userId);
    if (sessionId !== null && sessions.get(sessionId)?.delete(client) && sessions.get(sessionId)?.size === 0)
      sessions.delete(sessionId);
  }

  /** Forgets the socket's user: no private channel, no private message, until a new `online`. */
  function unbindUser(client: LiveClient): void {
    forget(client);
    client.userId = null;
    client.sessionId = null;
    for (const ch of privateChannels) {
      client.channels.delete(ch);
      channels.get(ch)?.delete(client);
    }
  }

  /** Writes a prepared frame; false (and the client dropped) when it is closed or too far behind. */
  function deliver(client: LiveClient, frame: Buffer): boolean {
    const { socket } = client;
    if (socket.readyState !== socket.OPEN) {
      remove(client);
      return false;
    }
    if (socket.bufferedAmount > slowClientBytes) {
      dropped++;
      remove(client);
      socket.terminate();
      return false;
    }
    if (tap?.shape) {
      tap.shape(client, frame, (f) => {
        if (socket.readyState === socket.OPEN) socket.send(f, { binary: false });
      });
    } else socket.send(frame, { binary: false });
    return true;
  }

  function frameOf(message: ServerMessage): Buffer {
    const text = JSON.stringify(message);
    tap?.observe('out', text);
    return Buffer.from(text);
  }

  function deliverAll(targets: Iterable<LiveClient> | undefined, message: ServerMessage): number {
    const list = targets ? [...targets] : [];
    if (list.length === 0) return 0; // nobody to send to: not even serialized (a buy of an offline user)
    const frame = frameOf(message);
    let sent = 0;
    for (const client of list) if (deliver(client, frame)) sent++;
    return sent;
  }

  return {
    add(client: LiveClient): void {
      clients.add(client);
    },
    remove,
    /**
     * Binds the client to a user's session; private messages to that user reach it from now on. Another
     * user's private channels, if it had any, are dropped first.
     */
    bindUser(client: LiveClient, userId: number, sessionId: number): void {
      if (client.userId !== userId) unbindUser(client);
      else forget(client);
      client.userId = userId;
      client.sessionId = sessionId;
      setOf(users, userId).add(client);
      setOf(sessions, sessionId).add(client);
    },
    unbindUser,
    /** Unbinds every socket of the sessions a call just ended and returns them, to be told. */
    endSessions(ended: EndedSessions): LiveClient[] {
      const targets =
        'sessionId' in ended
          ? [...(sessions.get(ended.sessionId) ?? [])]
          : [...(users.get(ended.userId) ?? [])].filter((c) => c.sessionId !== ended.keep);
      for (const client of targets) unbindUser(client);
      return targets;
    },
    /** How many sockets are bound to a session (WS_MAX_PER_SESSION). */
    sessionSockets: (sessionId: number): number => sessions.get(sessionId)?.size ?? 0,
    /** Every socket bound to a session, for the revocation sweep. */
    bound: (): LiveClient[] => [...sessions.values()].flatMap((set) => [...set]),
    subscribe(client: LiveClient, channel: string): void {
      client.channels.add(channel);
      setOf(channels, channel).add(client);
    },
    unsubscribe(client: LiveClient, channel: string): void {
      client.channels.delete(channel);
      channels.get(channel)?.delete(client);
    },
    hasSubscribers: (channel: string): boolean => (channels.get(channel)?.size ?? 0) > 0,
    send: (client: LiveClient, message: ServerMessage): boolean => deliver(client, frameOf(message)),
    /** A frame from elsewhere (the checking proxy's upstream, modules/proxy), delivered as it came. */
    relay(client: LiveClient, text: string): boolean {
      tap?.observe('out', text);
      return deliver(client, Buffer.from(text));
    },
    /** Sends to every subscriber of a channel, serialized once; returns how many it reached. */
    broadcast: (channel: string, message: ServerMessage): number =>
      deliverAll(channels.get(channel), message),
    /** Sends to every connected client (the heartbeat ping). */
    broadcastAll: (message: ServerMessage): number => deliverAll(clients, message),
    /**
     * Pushes a message only its owner receives to every socket of `userId` subscribed to the private
     * channel it travels on. Returns how many sockets it reached (0 when the user is offline, which is
     * fine: the app reloads on return).
     */
    publishToUser(userId: number, message: UserMessage): number {
      const channel = privateChannelOf(message.ch) as string;
      const targets = [...(users.get(userId) ?? [])].filter((c) => c.channels.has(channel));
      return deliverAll(targets, message);
    },
    /** True when a socket of `userId` is subscribed to the private channel `ch` travels on. */
    listens(userId: number, ch: ServerMessage['ch']): boolean {
      const channel = privateChannelOf(ch);
      if (!channel) return false;
      for (const c of users.get(userId) ?? []) if (c.channels.has(channel)) return true;
      return false;
    },
    clients: (): ReadonlySet<LiveClient> => clients,
    /** Developer tools only (off in production): see and shape the frames. */
    setTap(next: LiveTap | null): void {
      tap = next;
    },
    /** A frame a client sent, for the tap. */
    received(text: string): void {
      tap?.observe('in', text);
    },
    stats: () => ({ clients: clients.size, dropped }),
  };
}
export type LiveHub = ReturnType<typeof liveHub>;
