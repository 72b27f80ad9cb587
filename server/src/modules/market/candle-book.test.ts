import { describe, expect, it } from 'vitest';
import { CandleBook } from './candle-book.ts';

const t0 = Date.UTC(2026, 0, 5, 12, 0, 0);
const p = (n: number) => BigInt(n) * 100_000_000n;

describe('candle aggregation', () => {
  it('closes a 1Min bar at the minute boundary and opens the next at the previous close', () => {
    const book = new CandleBook('BTCUSDT');
    book.add(t0 + 58_000, p(100), 10n, 1000);
    book.add(t0 + 59_000, p(105), 10n, 1000);
    book.add(t0 + 59_999, p(95), 10n, 1000);
    book.add(t0 + 60_000, p(101), 5n, 1000);
    const minutes = book.drain().filter((b) => b.interval === '1Min');
    expect(minutes).toHaveLength(2);
    const [first, second] = minutes;
    expect(first).toMatchObject({
      time: t0,
      open: p(100),
      high: p(105),
      low: p(95),
      close: p(95),
      volume: 30n,
    });
    expect(second).toMatchObject({ time: t0 + 60_000, open: p(95), high: p(101), low: p(95), close: p(101) });
  });

  it('keeps 5Min, 30Min, 1Hour and 1Day bars open across minute boundaries', () => {
    const book = new CandleBook('BTCUSDT');
    for (let s = 0; s < 600; s++) book.add(t0 + s * 1000, p(100 + (s % 7)), 1n, 1000);
    const rows = book.drain();
    const count = (i: string) => rows.filter((b) => b.interval === i).length;
    expect(count('1Min')).toBe(10);
    expect(count('5Min')).toBe(2);
    expect(count('30Min')).toBe(1);
    expect(count('1Hour')).toBe(1);
    expect(count('1Day')).toBe(1);
    const fiveMin = rows.filter((b) => b.interval === '5Min');
    expect(fiveMin.map((b) => b.time)).toEqual([t0, t0 + 300_000]);
    expect(fiveMin.reduce((v, b) => v + b.volume, 0n)).toBe(600n);
  });

  it('aligns day bars to UTC midnight', () => {
    const book = new CandleBook('BTCUSDT');
    const midnight = Date.UTC(2026, 0, 6);
    book.add(midnight - 1000, p(1), 1n, 1000);
    book.add(midnight, p(2), 1n, 1000);
    const days = book.drain().filter((b) => b.interval === '1Day');
    expect(days.map((b) => b.time)).toEqual([midnight - 86_400_000, midnight]);
  });

  it('builds a bar only from steps fine enough to give it wicks', () => {
    const book = new CandleBook('BTCUSDT');
    book.add(t0 + 3_600_000, p(100), 1n, 3_600_000);
    expect(new Set(book.drain().map((b) => b.interval))).toEqual(new Set(['1Day']));
  });

  it('hands out each finished bar once, and an open bar again only after it changed', () => {
    const book = new CandleBook('BTCUSDT');
    book.add(t0, p(1), 1n, 1000);
    expect(book.drain()).toHaveLength(5);
    expect(book.drain()).toHaveLength(0);
    book.add(t0 + 1000, p(2), 1n, 1000);
    expect(book.drain()).toHaveLength(5);
  });
});
