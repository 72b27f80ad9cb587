import { fromMinor, type Ticker } from '@app/contracts';
import type { Bar } from './candle-book.ts';
import { bucket, times } from './intervals.ts';
import { priceScale, volumeScale } from './market.schema.ts';

/** Percent change with two decimals, as a decimal string (truncated towards zero). */
export function changePercent(open: bigint, last: bigint): string {
  if (open <= 0n) return '0.00';
  return fromMinor(((last - open) * 10_000n) / open, 2);
}

/**
 * Rolling 24h statistics of one symbol from its 1Min bars (the last 1 440, the open one included),
 * kept in memory so a ticker costs no query.
 */
export class DayStats {
  #bars: Bar[] = [];
  #last: { price: bigint; time: number } | null = null;
  #cached: Ticker | null = null;

  constructor(
    readonly symbol: string,
    readonly base: string,
  ) {}

  /** True once bars are known: until then one open bar is not a day (a restart starts from the database). */
  get loaded(): boolean {
    return this.#bars.length > 0;
  }

  /** Replaces the window with the recorded 1Min bars (oldest first): at start-up and after a long gap. */
  load(bars: Bar[], price: bigint, time: number): void {
    this.#bars = [];
    for (const bar of bars) this.update(bar, price, time);
  }

  /** Feeds the open 1Min bar after a tick. */
  update(bar: Bar, price: bigint, time: number): void {
    const tail = this.#bars.at(-1);
    if (tail && tail.time === bar.time) this.#bars[this.#bars.length - 1] = { ...bar };
    else this.#bars.push({ ...bar });
    const from = bucket(time, '1Min') - times.day + times.minute;
    let drop = 0;
    while (drop < this.#bars.length && (this.#bars[drop] as Bar).time < from) drop++;
    if (drop > 0) this.#bars.splice(0, drop);
    this.#last = { price, time };
    this.#cached = null;
  }

  ticker(): Ticker | null {
    if (this.#cached) return this.#cached;
    const first = this.#bars[0];
    if (!first || !this.#last) return null;
    let { high, low } = first;
    let volume = 0n;
    let turnover = 0n;
    for (const b of this.#bars) {
      if (b.high > high) high = b.high;
      if (b.low < low) low = b.low;
      volume += b.volume;
      turnover += b.turnover;
    }
    const p = (v: bigint) => fromMinor(v, priceScale);
    this.#cached = {
      symbol: this.symbol,
      base: this.base,
      quote: 'USDT',
      last: p(this.#last.price),
      open: p(first.open),
      high: p(high),
      low: p(low),
      change: changePercent(first.open, this.#last.price),
      volume: fromMinor(volume, volumeScale),
      turnover: fromMinor(turnover, volumeScale),
      time: this.#last.time,
    };
    return this.#cached;
  }
}
