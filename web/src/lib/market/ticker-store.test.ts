import { describe, expect, it, vi } from 'vitest';
import { tickerAt as tick } from './ticker-fixture.ts';
import { createTickerStore } from './ticker-store.ts';

function manualFrames() {
  const queue: Array<() => void> = [];
  return {
    schedule: (run: () => void) => queue.push(run),
    frame: () => {
      for (const run of queue.splice(0)) run();
    },
    get waiting() {
      return queue.length;
    },
  };
}

describe('the ticker store', () => {
  it('applies many updates in one frame and tells each listener once', () => {
    const frames = manualFrames();
    const store = createTickerStore(frames.schedule);
    const listener = vi.fn();
    store.subscribe('BTCUSDT', listener);
    store.push([tick('BTCUSDT', '100', 1)]);
    store.push([tick('BTCUSDT', '101', 2)]);
    store.push([tick('BTCUSDT', '102', 3)]);
    expect(frames.waiting).toBe(1);
    expect(store.get('BTCUSDT')).toBeUndefined();
    frames.frame();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get('BTCUSDT')?.last).toBe('102');
  });

  it('notifies only the listeners of symbols that changed', () => {
    const frames = manualFrames();
    const store = createTickerStore(frames.schedule);
    store.push([tick('BTCUSDT', '100'), tick('ETHUSDT', '10')]);
    frames.frame();
    const btc = vi.fn();
    const eth = vi.fn();
    store.subscribe('BTCUSDT', btc);
    store.subscribe('ETHUSDT', eth);
    const ethBefore = store.get('ETHUSDT');
    store.push([tick('BTCUSDT', '101', 2), tick('ETHUSDT', '10')]);
    frames.frame();
    expect(btc).toHaveBeenCalledTimes(1);
    expect(eth).not.toHaveBeenCalled();
    expect(store.get('ETHUSDT')).toBe(ethBefore);
  });

  it('records which way the price moved', () => {
    const frames = manualFrames();
    const store = createTickerStore(frames.schedule);
    store.push([tick('BTCUSDT', '100', 1)]);
    frames.frame();
    expect(store.get('BTCUSDT')?.dir).toBe(0);
    store.push([tick('BTCUSDT', '99.5', 2)]);
    frames.frame();
    expect(store.get('BTCUSDT')?.dir).toBe(-1);
    store.push([tick('BTCUSDT', '100.5', 3)]);
    frames.frame();
    expect(store.get('BTCUSDT')?.dir).toBe(1);
  });

  it('flips the beat on every update it applies, and not on a repeat of the same ticker', () => {
    const frames = manualFrames();
    const store = createTickerStore(frames.schedule);
    const beats: Array<number | undefined> = [];
    for (const [last, time] of [
      ['100', 1],
      ['101', 2],
      ['101', 2],
      ['101', 3],
    ] as const) {
      store.push([tick('BTCUSDT', last, time)]);
      frames.frame();
      beats.push(store.get('BTCUSDT')?.beat);
    }
    expect(beats).toEqual([0, 1, 1, 0]);
  });

  it('keeps the same symbol list until a new symbol appears', () => {
    const frames = manualFrames();
    const store = createTickerStore(frames.schedule);
    const list = vi.fn();
    store.subscribeSymbols(list);
    store.push([tick('ETHUSDT', '10'), tick('BTCUSDT', '100')]);
    frames.frame();
    const first = store.symbols();
    expect(first).toEqual(['BTCUSDT', 'ETHUSDT']);
    store.push([tick('BTCUSDT', '101', 2)]);
    frames.frame();
    expect(store.symbols()).toBe(first);
    expect(list).toHaveBeenCalledTimes(1);
  });
});
