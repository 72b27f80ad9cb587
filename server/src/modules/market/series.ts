import type { Candle, Interval, Ticker } from '@app/contracts';
import { fromMinor } from '@app/contracts';
import type { Reader } from '../../db/client.ts';
import { candleRepository } from './candle.repository.ts';
import { type Bar, type BarRow, CandleBook } from './candle-book.ts';
import { DayStats } from './day-stats.ts';
import { type Segment, stepTimes } from './fill-plan.ts';
import { candleIntervals, times } from './intervals.ts';
import { priceScale, volumeScale } from './market.schema.ts';
import { anchorMinor, step, type Walker } from './model.ts';
import type { Tick } from './tick.repository.ts';
import { tickRepository } from './tick.repository.ts';

/** Where simulated points go: ticks to record, bars to upsert. The engine flushes it in batches. */
export interface Sink {
  ticks: Tick[];
  bars: BarRow[];
  /** Bars opening before this (per interval) are outside the window being kept and are dropped. */
  keepFrom: Record<string, number>;
  flushIfFull: () => Promise<void>;
}

/** One symbol's live state: last recorded price, open bars and 24h stats. */
export class Series {
  readonly book: CandleBook;
  readonly stats: DayStats;
  price: bigint;
  /** Volume of the last recorded tick, for the 1s bar. */
  volume = 0n;
  time: number | null = null;

  constructor(readonly walker: Walker) {
    this.book = new CandleBook(walker.spec.symbol);
    this.stats = new DayStats(walker.spec.symbol, walker.spec.base);
    this.price = anchorMinor(walker);
  }

  get symbol(): string {
    return this.walker.spec.symbol;
  }

  /** Resumes from the last recorded tick and the open bars, or reports that there is no history. */
  async restore(db: Reader): Promise<boolean> {
    const last = await tickRepository.latest(db, this.symbol);
    if (!last) return false;
    this.price = last.price;
    this.volume = last.volume;
    this.time = last.time;
    for (const interval of candleIntervals) {
      const bar = await candleRepository.latest(db, this.symbol, interval);
      if (bar) this.book.restore(interval, bar);
    }
    return true;
  }

  /** Simulates every step of the segments, in order, from the current price. */
  async run(segments: Segment[], sink: Sink): Promise<void> {
    for (const seg of segments) {
      for (const t of stepTimes(seg)) {
        const { price, volume } = step(this.walker, this.price, t, seg.stepMs);
        this.price = price;
        this.time = t;
        this.book.add(t, price, volume, seg.stepMs);
        this.volume = volume;
        if (seg.real) sink.ticks.push({ symbol: this.symbol, time: t, price, volume });
        if (sink.ticks.length >= 20_000 || this.book.pending >= 5_000) await this.drainTo(sink);
      }
    }
    await this.drainTo(sink);
  }

  private async drainTo(sink: Sink): Promise<void> {
    for (const row of this.book.drain())
      if (row.time >= (sink.keepFrom[row.interval] ?? 0)) sink.bars.push(row);
    await sink.flushIfFull();
  }

  /**
   * Refreshes 24h stats: from the open 1Min bar after a short step; from the recorded 1Min bars at start-up
   * (a restart, however short, must not shrink the day to one minute) and after a long step.
   */
  async refreshStats(db: Reader, previous: number | null): Promise<void> {
    if (this.time === null) return;
    const minute = this.book.current.get('1Min');
    if (minute && this.stats.loaded && previous !== null && this.time - previous <= times.minute) {
      this.stats.update(minute, this.price, this.time);
      return;
    }
    const bars = await candleRepository.since(db, this.symbol, '1Min', this.time - times.day);
    this.stats.load(bars, this.price, this.time);
  }

  ticker(): Ticker | null {
    return this.stats.ticker();
  }

  /** The open candle of an interval in wire form; the 1s bar is the last tick. */
  candle(interval: Interval): Candle | null {
    if (this.time === null) return null;
    if (interval === '1s') {
      const p = fromMinor(this.price, priceScale);
      return {
        time: this.time,
        open: p,
        high: p,
        low: p,
        close: p,
        volume: fromMinor(this.volume, volumeScale),
      };
    }
    const bar = this.book.current.get(interval);
    return bar ? wireCandle(bar) : null;
  }
}

export const wireCandle = (b: Bar): Candle => ({
  time: b.time,
  open: fromMinor(b.open, priceScale),
  high: fromMinor(b.high, priceScale),
  low: fromMinor(b.low, priceScale),
  close: fromMinor(b.close, priceScale),
  volume: fromMinor(b.volume, volumeScale),
});
