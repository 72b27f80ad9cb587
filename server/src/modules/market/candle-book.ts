import { bucket, type CandleInterval, candleIntervals, intervalMs, minStepsPerBar } from './intervals.ts';
import { turnoverOf } from './model.ts';

/** A bar in minor units (prices at `priceScale`, volume and turnover at `volumeScale`). */
export interface Bar {
  time: number;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
  volume: bigint;
  turnover: bigint;
}

export interface BarRow extends Bar {
  symbol: string;
  interval: CandleInterval;
}

/** The intervals a step of `stepMs` is fine enough for (`minStepsPerBar`), by step size: a handful of sizes. */
const fed = new Map<number, readonly CandleInterval[]>();
function fedBy(stepMs: number): readonly CandleInterval[] {
  let intervals = fed.get(stepMs);
  if (!intervals) {
    intervals = candleIntervals.filter((interval) => intervalMs[interval] >= stepMs * minStepsPerBar);
    fed.set(stepMs, intervals);
  }
  return intervals;
}

/**
 * The open bar of every interval of one symbol, updated point by point. Bars that close are handed
 * out once (`drain`), so callers persist each finished bar and the open ones without re-reading.
 */
export class CandleBook {
  readonly current = new Map<CandleInterval, Bar>();
  #finished: BarRow[] = [];
  #dirty = new Set<CandleInterval>();

  constructor(readonly symbol: string) {}

  /** Resumes from bars read back from the database, so a restart extends them instead of replacing them. */
  restore(interval: CandleInterval, bar: Bar): void {
    this.current.set(interval, { ...bar });
  }

  /** Adds one point (a tick, or a coarse simulation step of `stepMs`) to every interval it is fine enough for. */
  add(time: number, price: bigint, volume: bigint, stepMs: number): void {
    const turnover = turnoverOf(price, volume);
    for (const interval of fedBy(stepMs)) {
      const start = bucket(time, interval);
      const bar = this.current.get(interval);
      if (bar && bar.time === start) {
        if (price > bar.high) bar.high = price;
        if (price < bar.low) bar.low = price;
        bar.close = price;
        bar.volume += volume;
        bar.turnover += turnover;
      } else {
        if (bar && this.#dirty.has(interval)) this.#finished.push({ symbol: this.symbol, interval, ...bar });
        // A bar opens at the previous close, so consecutive bars join without a jump.
        const open = bar && bar.time < start ? bar.close : price;
        const high = open > price ? open : price;
        const low = open < price ? open : price;
        this.current.set(interval, { time: start, open, high, low, close: price, volume, turnover });
      }
      this.#dirty.add(interval);
    }
  }

  /** Bars finished since the last drain, plus the open bars that changed, each once. */
  drain(): BarRow[] {
    const rows = this.#finished;
    this.#finished = [];
    for (const interval of this.#dirty) {
      const bar = this.current.get(interval);
      if (bar) rows.push({ symbol: this.symbol, interval, ...bar });
    }
    this.#dirty.clear();
    return rows;
  }

  /** Finished bars waiting to be drained; lets a long fill flush in batches. */
  get pending(): number {
    return this.#finished.length;
  }
}
