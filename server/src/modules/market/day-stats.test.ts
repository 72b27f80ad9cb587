import { describe, expect, it } from 'vitest';
import { marketTestBed } from '../../test/market.ts';
import { marketEngine } from './engine.ts';

const setup = marketTestBed('day-stats-test');

describe('24h statistics', () => {
  it('survive a restart of a few seconds: rebuilt from the recorded 1Min bars, not from the open one', async () => {
    const { clock, deps } = await setup();
    const before = marketEngine(deps);
    await before.prepare();
    for (let i = 0; i < 3; i++) {
      clock.advance(1000);
      await before.tickOnce();
    }
    const was = before.ticker('BTCUSDT');
    await before.stop();

    clock.advance(3000);
    const after = marketEngine(deps);
    await after.prepare();
    const now = after.ticker('BTCUSDT');
    expect(now?.open).toBe(was?.open);
    // The restart added only the few seconds it was down (filled by the model), never removed the day.
    const ratio = Number(now?.volume) / Number(was?.volume);
    expect(ratio).toBeGreaterThanOrEqual(0.99);
    expect(ratio).toBeLessThanOrEqual(1.01);
  });

  it('count each minute once after a long gap', async () => {
    const { clock, deps } = await setup();
    const engine = marketEngine(deps);
    await engine.prepare();
    const was = engine.ticker('BTCUSDT');
    clock.advance(120_000);
    await engine.tickOnce();
    const now = engine.ticker('BTCUSDT');
    const ratio = Number(now?.volume) / Number(was?.volume);
    expect(ratio).toBeGreaterThan(0.9);
    expect(ratio).toBeLessThan(1.1);
  });
});
