import { describe, expect, it } from 'vitest';
import type { Identity } from './identity.ts';
import { SocketManager, type WebSocketLike } from './socket-manager.ts';

/** One socket the test opens by hand, keeping what the manager sends. */
function world(start: Identity) {
  let identity = start;
  const sent: Array<{ ch: string; data: Record<string, unknown> }> = [];
  const ws: WebSocketLike = {
    readyState: 0,
    send: (text) => void sent.push(JSON.parse(text)),
    close: () => undefined,
    onopen: null,
    onclose: null,
    onerror: null,
    onmessage: null,
  };
  const m = new SocketManager({
    address: () => 'ws://host/ws',
    identity: () => identity,
    createSocket: () => ws,
    timers: { setTimeout: () => 0, clearTimeout: () => undefined },
  });
  m.start();
  ws.readyState = 1;
  ws.onopen?.();
  const become = (next: Identity) => {
    identity = next;
    m.identify();
  };
  return { m, sent, become, later: () => sent.splice(0) };
}

const noop = () => undefined;

describe('the socket follows the session', () => {
  it('keeps a private subscription made as a guest and asks for it right after online with the token of a login', () => {
    const w = world({ uid: null });
    w.later();
    w.m.subscribe('orders', noop);
    w.m.subscribe('tickers', noop);
    expect(w.later()).toEqual([{ ch: 'sub', data: { channel: 'tickers' } }]);
    w.become({ uid: 7, token: 'tok' });
    expect(w.later()).toEqual([
      { ch: 'online', data: { uid: 7, token: 'tok' } },
      { ch: 'sub', data: { channel: 'orders' } },
    ]);
  });

  it('says online again with a refreshed token, and with no token after a logout', () => {
    const w = world({ uid: 7, token: 'tok' });
    w.m.subscribe('balance', noop);
    w.later();
    w.become({ uid: 7, token: 'tok' });
    expect(w.later()).toEqual([]);
    w.become({ uid: 7, token: 'fresh' });
    expect(w.later()).toEqual([
      { ch: 'online', data: { uid: 7, token: 'fresh' } },
      { ch: 'sub', data: { channel: 'balance' } },
    ]);
    w.become({ uid: null });
    expect(w.later()).toEqual([{ ch: 'online', data: { uid: null } }]);
  });

  it('announces a token the socket does not know yet before a private subscription', () => {
    const w = world({ uid: null });
    w.later();
    w.become({ uid: 7, token: 'tok' });
    w.later();
    w.m.subscribe('balance', noop);
    expect(w.later()).toEqual([{ ch: 'sub', data: { channel: 'balance' } }]);
  });
});
