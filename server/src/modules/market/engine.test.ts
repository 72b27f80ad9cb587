import { intervals } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { marketTestBed } from '../../test/market.ts';
import { candleRepository } from './candle.repository.ts';
import { marketEngine } from './engine.ts';
import { backfillMs, candleIntervals, intervalMs, times } from './intervals.ts';
import { tickRepository, tickStore } from './tick.repository.ts';

const testBed = marketTestBed('engine-test');
function setup(overrides: Partial<Config> = {}) {
  const bed = testBed(overrides);
  return { ...bed, engine: marketEngine(bed.deps) };
}

describe('the price engine', () => {
  it('back-fills at least 300 bars of every interval on first start', async () => {
    const { database, engine, clock } = await setup();
    await engine.prepare();
    for (const interval of candleIntervals) {
      const bars = await candleRepository.until(database.db, 'BTCUSDT', interval, clock.now(), 1000);
      expect(bars.length, interval).toBeGreaterThanOrEqual(300);
      const gaps = bars.slice(1).filter((b, i) => b.time - (bars[i]?.time ?? 0) !== intervalMs[interval]);
      expect(gaps, interval).toEqual([]);
    }
    const ticks = await tickStore.until(database.db, 'BTCUSDT', clock.now(), 1000);
    expect(ticks.length).toBeGreaterThanOrEqual(300);
    expect(ticks.at(-1)?.time).toBe(clock.now());
    expect(engine.ticker('BTCUSDT')?.time).toBe(clock.now());
  });

  it('records one tick per second per symbol, before telling listeners', async () => {
    const { database, engine, clock } = await setup({ MARKET_SYMBOLS: 'BTC,ETH' });
    await engine.prepare();
    const seen: number[] = [];
    engine.onTick(async ({ time }) => {
      seen.push(time);
      expect((await tickRepository.latest(database.db, 'ETHUSDT'))?.time).toBe(time);
    });
    clock.advance(1000);
    await engine.tickOnce();
    clock.advance(1500);
    await engine.tickOnce();
    expect(seen).toEqual([clock.now() - 1500, clock.now() - 500]);
    const last = await tickStore.until(database.db, 'BTCUSDT', clock.now(), 3);
    expect(last.map((t) => t.time)).toEqual([clock.now() - 2500, clock.now() - 1500, clock.now() - 500]);
  });

  it('is deterministic for a seed and a clock', async () => {
    const a = await setup();
    const b = await setup();
    await a.engine.prepare();
    await b.engine.prepare();
    expect(a.engine.tickers()).toEqual(b.engine.tickers());
  });

  it('continues after a restart from the last price, without a gap in ticks or candles', async () => {
    const { database, engine, clock, deps } = await setup();
    await engine.prepare();
    const stoppedAt = clock.now();
    const lastPrice = (await tickRepository.latest(database.db, 'BTCUSDT'))?.price;
    await engine.stop();

    clock.advance(3 * times.hour + 17_000);
    const restarted = marketEngine(deps);
    await restarted.prepare();

    // The hour after the stop is real ticks, every second: orders expiring then settle on them.
    const after = await tickStore.until(database.db, 'BTCUSDT', stoppedAt + times.hour, 3600);
    expect(after[0]?.time).toBe(stoppedAt + 1000);
    expect(after.at(-1)?.time).toBe(stoppedAt + times.hour);
    const first = await tickRepository.firstAtOrAfter(database.db, 'BTCUSDT', stoppedAt + 1);
    const jump = Number(first?.price) / Number(lastPrice) - 1;
    expect(Math.abs(jump)).toBeLessThan(0.01);

    for (const interval of candleIntervals) {
      const from = stoppedAt - backfillMs[interval] / 2;
      const bars = await candleRepository.since(database.db, 'BTCUSDT', interval, from);
      const gaps = bars.slice(1).filter((b, i) => b.time - (bars[i]?.time ?? 0) !== intervalMs[interval]);
      expect(gaps, interval).toEqual([]);
      // Each bar opens where the previous one closed.
      const jumps = bars.slice(1).filter((b, i) => b.open !== bars[i]?.close);
      expect(jumps, interval).toEqual([]);
    }
    expect((await tickRepository.latest(database.db, 'BTCUSDT'))?.time).toBe(
      clock.now() - (clock.now() % 1000),
    );
  });

  it('prunes raw ticks past their retention and keeps candles', async () => {
    const { database, engine, clock } = await setup({ TICK_RETENTION_HOURS: 0.1 });
    await engine.prepare();
    await engine.prune();
    const ticks = await tickStore.until(database.db, 'BTCUSDT', clock.now(), 10_000);
    expect(ticks[0]?.time).toBeGreaterThanOrEqual(clock.now() - 360_000);
    expect(await candleRepository.latest(database.db, 'BTCUSDT', '1Day')).not.toBeNull();
  });

  it('serves every interval, 1s included, for a listed symbol only', async () => {
    const { engine } = await setup();
    await engine.prepare();
    for (const interval of intervals) expect(engine.candle('BTCUSDT', interval), interval).not.toBeNull();
    expect(engine.candle('ETHUSDT', '1Min')).toBeNull();
  });
});
