import type { SocketFault } from '@app/contracts';
import type { LiveClient, LiveHub, LiveTap } from '../../live/hub.ts';
import { sampleDelay } from './random.ts';

const pingPrefix = Buffer.from('{"ch":"ping"');

/** Several socket faults in force at once: the strongest of each. */
export function mergeSocketFaults(list: ReadonlyArray<SocketFault | undefined>): SocketFault | null {
  const present = list.filter((f): f is SocketFault => !!f);
  if (present.length === 0) return null;
  const closes = present.flatMap((f) => (f.closeEverySeconds ? [f.closeEverySeconds] : []));
  return {
    delay: present.find((f) => f.delay)?.delay,
    duplicateRate: Math.max(...present.map((f) => f.duplicateRate)),
    reorderRate: Math.max(...present.map((f) => f.reorderRate)),
    stallHeartbeat: present.some((f) => f.stallHeartbeat),
    closeEverySeconds: closes.length ? Math.min(...closes) : undefined,
  };
}

/**
 * Shapes each delivery to a client in scope: a stalled heartbeat drops pings; then one seeded draw each
 * for the delay, a duplicate and a hold-back (the held frame goes out right after the next one).
 */
export function socketShaper(
  faultFor: (client: LiveClient) => SocketFault | null,
  stream: () => () => number,
): NonNullable<LiveTap['shape']> {
  const held = new WeakMap<LiveClient, Buffer>();
  return (client, frame, send) => {
    const f = faultFor(client);
    if (!f) return send(frame);
    if (f.stallHeartbeat && frame.subarray(0, pingPrefix.length).equals(pingPrefix)) return;
    const next = stream();
    const delay = f.delay ? sampleDelay(f.delay, next) : 0;
    const duplicate = f.duplicateRate > 0 && next() < f.duplicateRate;
    const holdBack = f.reorderRate > 0 && next() < f.reorderRate;
    const pending = held.get(client);
    if (holdBack && !pending) {
      held.set(client, frame);
      return;
    }
    held.delete(client);
    const out = duplicate ? [frame, frame] : [frame];
    if (pending) out.push(pending);
    const emit = () => {
      for (const f of out) send(f);
    };
    if (delay > 0) setTimeout(emit, delay);
    else emit();
  };
}

/** Closes the sockets in scope of `closeEverySeconds` once they have been open that long. */
export function socketDropper(live: LiveHub, faultFor: (client: LiveClient) => SocketFault | null) {
  const since = new WeakMap<LiveClient, number>();
  const timer = setInterval(() => {
    const now = performance.now();
    for (const client of live.clients()) {
      const every = faultFor(client)?.closeEverySeconds;
      if (!every) continue;
      const opened = since.get(client) ?? now;
      since.set(client, opened);
      if (now - opened >= every * 1000) client.socket.close(4000, 'scenario socket-drop');
    }
  }, 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
