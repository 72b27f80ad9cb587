import type { Candle, Interval, Ticker } from '@app/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../deps.ts';
import { candleRepository, marketStateRepository } from './candle.repository.ts';
import type { BarRow } from './candle-book.ts';
import { fillPlan } from './fill-plan.ts';
import {
  backfillMs,
  backfillZones,
  bucket,
  candleIntervals,
  catchUpZones,
  realAfterStopMs,
  retentionMs,
  type Zone,
} from './intervals.ts';
import { walker } from './model.ts';
import { Series, type Sink } from './series.ts';
import { marketSymbols } from './symbols.ts';
import type { Tick } from './tick.repository.ts';
import { tickStore } from './tick.repository.ts';

/** What one `tickOnce` produced, for the live channels. */
export interface TickBatch {
  time: number;
  series: readonly Series[];
}
export type TickListener = (batch: TickBatch) => void;

type EngineDeps = Pick<Deps, 'database' | 'clock' | 'config' | 'random'>;

/**
 * The price engine: one tick per second per symbol, recorded before anyone sees it. Nothing here runs
 * by itself: `prepare` back-fills or catches up, `tickOnce(now)` advances to `now`, and `start`/`stop`
 * add the real timers (server.ts only), so tests drive it with their own clock.
 */
export function marketEngine(deps: EngineDeps, log?: FastifyBaseLogger) {
  const { database, clock, config } = deps;
  const specs = marketSymbols(config.MARKET_SYMBOLS);
  let series: Series[] = [];
  const bySymbol = new Map<string, Series>();
  const listeners = new Set<TickListener>();
  let queue: Promise<unknown> = Promise.resolve();
  let timers: NodeJS.Timeout[] = [];
  let running = false;

  /** One engine step at a time, whoever asks (timer, test, start-up). */
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn);
    queue = run.catch(() => undefined);
    return run;
  };

  async function resolveSeed(): Promise<string> {
    if (config.MARKET_SEED) return config.MARKET_SEED;
    const stored = await marketStateRepository.get(database.db, 'seed');
    if (stored) return stored;
    // A fresh secret per installation: with a public seed, anyone could compute tomorrow's prices.
    const fresh = deps.random(16).toString('hex');
    database.write((tx) => marketStateRepository.set(tx, 'seed', fresh));
    return (await marketStateRepository.get(database.db, 'seed')) ?? fresh;
  }

  function sink(keepFrom: Record<string, number>): Sink & { flush: () => Promise<void> } {
    const s: Sink = { ticks: [], bars: [], keepFrom, flushIfFull: async () => {} };
    const flush = async () => {
      const ticks: Tick[] = s.ticks.splice(0);
      const bars: BarRow[] = s.bars.splice(0);
      if (ticks.length + bars.length === 0) return;
      database.write((tx) => {
        tickStore.insertMany(tx, ticks);
        candleRepository.upsert(tx, bars);
      });
    };
    s.flushIfFull = async () => {
      if (s.ticks.length >= 20_000 || s.bars.length >= 10_000) await flush();
    };
    return Object.assign(s, { flush });
  }

  const windowFrom = (now: number, ms: Record<string, number>) =>
    Object.fromEntries(candleIntervals.map((i) => [i, now - (ms[i] ?? 0)]));

  /** Advances every series to `now`; series without history are back-filled first. */
  async function advance(now: number): Promise<void> {
    const backfill = sink(windowFrom(now, backfillMs));
    const catchUp = sink(windowFrom(now, retentionMs));
    const previous = new Map(series.map((s) => [s, s.time]));
    for (const s of series) {
      const fresh = s.time === null;
      const from = s.time ?? bucket(now - backfillMs['1Day'], '1Day');
      if (from >= now) continue;
      const zones: Zone[] = fresh ? backfillZones : catchUpZones;
      await s.run(fillPlan(from, now, zones, fresh ? 0 : realAfterStopMs), fresh ? backfill : catchUp);
    }
    await backfill.flush();
    await catchUp.flush();
    for (const s of series) await s.refreshStats(database.db, previous.get(s) ?? null);
  }

  async function prepare(): Promise<void> {
    const seed = await resolveSeed();
    series = specs.map((spec) => new Series(walker(spec, seed)));
    bySymbol.clear();
    for (const s of series) {
      bySymbol.set(s.symbol, s);
      await s.restore(database.db);
    }
    await advance(bucket(clock(), '1s'));
  }

  /** Records the ticks due up to `now` (normally one per symbol) and then tells the listeners. */
  function tickOnce(now = clock()): Promise<void> {
    return serial(async () => {
      if (series.length === 0) await prepare();
      const time = bucket(now, '1s');
      await advance(time);
      for (const listener of listeners) listener({ time, series });
    });
  }

  async function prune(now = clock()): Promise<void> {
    const keepTicks = now - config.TICK_RETENTION_HOURS * 3_600_000;
    database.write((tx) => {
      tickStore.pruneBefore(tx, keepTicks);
      for (const s of series)
        for (const i of candleIntervals)
          if (Number.isFinite(retentionMs[i]))
            candleRepository.pruneBefore(tx, s.symbol, i, now - retentionMs[i]);
    });
  }

  function schedule(): void {
    if (!running) return;
    const delay = 1000 - (clock() % 1000) + 2;
    const timer = setTimeout(() => {
      timers = timers.filter((t) => t !== timer);
      tickOnce()
        .catch((err) => log?.error({ err }, 'price tick failed'))
        .finally(schedule);
    }, delay);
    timers.push(timer);
  }

  return {
    symbols: specs,
    prepare: () => serial(prepare),
    tickOnce,
    prune: (now?: number) => serial(() => prune(now)),
    /** Real timers: a tick each second and a prune every ten minutes. server.ts only. */
    async start(): Promise<void> {
      if (running) return;
      await serial(prepare);
      running = true;
      schedule();
      const pruner = setInterval(
        () => void serial(() => prune()).catch((err) => log?.error({ err })),
        600_000,
      );
      pruner.unref();
      timers.push(pruner);
    },
    async stop(): Promise<void> {
      running = false;
      for (const t of timers) clearTimeout(t);
      timers = [];
      await queue;
    },
    onTick(listener: TickListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    series: (symbol: string): Series | undefined => bySymbol.get(symbol),
    ticker: (symbol: string): Ticker | null => bySymbol.get(symbol)?.ticker() ?? null,
    tickers: (): Ticker[] => series.flatMap((s) => s.ticker() ?? []),
    candle: (symbol: string, interval: Interval): Candle | null =>
      bySymbol.get(symbol)?.candle(interval) ?? null,
  };
}
export type MarketEngine = ReturnType<typeof marketEngine>;
