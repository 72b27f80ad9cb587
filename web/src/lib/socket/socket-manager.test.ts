import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reconnectDelay, retryDelay } from './backoff.ts';
import { SocketManager, type WebSocketLike } from './socket-manager.ts';

class FakeSocket implements WebSocketLike {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  serverSends(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  fail() {
    this.readyState = 3;
    this.onclose?.();
  }
}

const last = () => FakeSocket.all.at(-1) as FakeSocket;
const channels = (s: FakeSocket, ch: string) => s.sent.filter((m) => (m as { ch: string }).ch === ch);

let address: string | null;
function manager() {
  return new SocketManager({
    address: () => address,
    identity: () => ({ uid: 7, token: 'tok' }),
    createSocket: (url) => new FakeSocket(url),
    timers: { setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (id) => clearTimeout(id as number) },
    now: () => Date.now(),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
  FakeSocket.all = [];
  address = 'ws://host/ws';
});
afterEach(() => vi.useRealTimers());

describe('the socket manager', () => {
  it('connects with the uid and a timestamp, says it is online, and beats every 20 s', () => {
    const m = manager();
    m.start();
    expect(last().url).toBe('ws://host/ws?uid=7&t=1000000');
    last().open();
    expect(m.state).toBe('connected');
    expect(last().sent[0]).toEqual({ ch: 'online', data: { uid: 7, token: 'tok' } });
    vi.advanceTimersByTime(19_999);
    expect(channels(last(), 'heart')).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(channels(last(), 'heart')).toEqual([{ ch: 'heart', data: { uid: 7 } }]);
    vi.advanceTimersByTime(20_000);
    expect(channels(last(), 'heart')).toHaveLength(2);
  });

  it('reconnects after min(1000 ms × attempt, 30 000 ms), and gives up after 20 tries', () => {
    expect([1, 2, 5, 30, 31].map(reconnectDelay)).toEqual([1000, 2000, 5000, 30000, 30000]);
    const m = manager();
    m.start();
    last().open();
    for (let attempt = 1; attempt <= 20; attempt++) {
      const before = FakeSocket.all.length;
      last().fail();
      expect(m.state).toBe('reconnecting');
      vi.advanceTimersByTime(reconnectDelay(attempt) - 1);
      expect(FakeSocket.all.length).toBe(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all.length).toBe(before + 1);
    }
    last().fail();
    expect(m.state).toBe('error');
  });

  it('restores subscriptions after a reconnect and asks views to refill the gap', () => {
    const m = manager();
    const refill = vi.fn();
    m.onReconnect(refill);
    m.start();
    last().open();
    m.subscribe('tickers', () => {});
    expect(channels(last(), 'sub')).toEqual([{ ch: 'sub', data: { channel: 'tickers' } }]);
    last().fail();
    vi.advanceTimersByTime(1000);
    last().open();
    expect(channels(last(), 'sub')).toEqual([{ ch: 'sub', data: { channel: 'tickers' } }]);
    expect(refill).toHaveBeenCalledOnce();
  });

  it('buffers what it cannot send, retrying from 2 s doubling to 60 s, and drops it after 28 tries', () => {
    expect([1, 2, 3, 6, 7, 28].map(retryDelay)).toEqual([2000, 4000, 8000, 60000, 60000, 60000]);
    const m = manager();
    address = null;
    m.start();
    m.send({ ch: 'heart', data: { uid: 7 } });
    address = 'ws://host/ws';
    vi.advanceTimersByTime(1000);
    last().open();
    expect(channels(last(), 'heart')).toHaveLength(1);
  });

  it('drops a buffered message after 28 retries when the socket never opens', () => {
    const m = manager();
    m.start();
    m.send({ ch: 'heart', data: { uid: 7 } });
    let waited = 0;
    for (let attempt = 1; attempt <= 27; attempt++) waited += retryDelay(attempt);
    vi.advanceTimersByTime(waited);
    expect(m.pendingSends).toBe(1);
    vi.advanceTimersByTime(retryDelay(28));
    expect(m.pendingSends).toBe(0);
    last().open();
    expect(channels(last(), 'heart')).toHaveLength(0);
  });

  it('keeps at most 5 sends in flight at once', () => {
    const m = manager();
    m.start();
    last().open();
    const ours = () => last().sent.filter((x) => (x as { data: { uid: number } }).data.uid >= 100).length;
    for (let i = 0; i < 12; i++) m.send({ ch: 'heart', data: { uid: 100 + i } });
    expect(ours()).toBe(5);
    vi.advanceTimersByTime(1);
    expect(ours()).toBe(12);
  });

  it('waits for the address once a second, 30 tries, then reports an error', () => {
    address = null;
    const m = manager();
    m.start();
    vi.advanceTimersByTime(28_000);
    expect(FakeSocket.all).toHaveLength(0);
    expect(m.state).toBe('closed');
    vi.advanceTimersByTime(1_000);
    expect(m.state).toBe('error');
  });

  it('reconnects on return to the foreground only when no ping came within 5 s', () => {
    const m = manager();
    m.start();
    last().open();
    vi.advanceTimersByTime(4_000);
    last().serverSends({ ch: 'ping', data: { time: Date.now() + 250 } });
    expect(m.clockOffset).toBe(250);
    vi.advanceTimersByTime(5_000);
    m.foreground();
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    m.foreground();
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('hands a channel only its own messages, and releases it after the last listener', () => {
    const m = manager();
    m.start();
    last().open();
    const btc = vi.fn();
    const off = m.subscribe('ticker.BTCUSDT', btc);
    const ticker = (symbol: string) => ({
      symbol,
      base: 'X',
      quote: 'USDT',
      last: '1',
      open: '1',
      high: '1',
      low: '1',
      change: '0',
      volume: '0',
      turnover: '0',
      time: 1,
    });
    last().serverSends({ ch: 'ticker', data: ticker('ETHUSDT') });
    last().serverSends({ ch: 'ticker', data: ticker('BTCUSDT') });
    expect(btc).toHaveBeenCalledOnce();
    off();
    expect(channels(last(), 'unsub')).toEqual([{ ch: 'unsub', data: { channel: 'ticker.BTCUSDT' } }]);
  });
});
