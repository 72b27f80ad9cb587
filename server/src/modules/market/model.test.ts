import { describe, expect, it } from 'vitest';
import { anchorMinor, step, walker } from './model.ts';
import { defaultSymbols, type SymbolSpec } from './symbols.ts';

const btc = defaultSymbols[0] as SymbolSpec;
const t0 = Date.UTC(2026, 0, 5, 12);

function path(spec: SymbolSpec, seed: string, n: number, stepMs = 1000): bigint[] {
  const w = walker(spec, seed);
  let price = anchorMinor(w);
  const out: bigint[] = [];
  for (let i = 1; i <= n; i++) {
    price = step(w, price, t0 + i * stepMs, stepMs).price;
    out.push(price);
  }
  return out;
}

describe('the price model', () => {
  it('gives the same series for the same seed, and another for another seed', () => {
    expect(path(btc, 'alpha', 500)).toEqual(path(btc, 'alpha', 500));
    expect(path(btc, 'alpha', 500)).not.toEqual(path(btc, 'beta', 500));
  });

  it('depends only on the previous price and the step time, so a resumed series matches', () => {
    const w = walker(btc, 'alpha');
    const whole = path(btc, 'alpha', 200);
    const resumed = step(w, whole[99] as bigint, t0 + 101_000, 1000).price;
    expect(resumed).toBe(whole[100]);
  });

  it('never gives a non-positive price, even for a tiny, wildly volatile coin', () => {
    const dust: SymbolSpec = { ...btc, symbol: 'DUSTUSDT', price: '0.000002', dailyVol: 3, decimals: 6 };
    const prices = path(dust, 'x', 20_000, 60_000);
    expect(prices.every((p) => p > 0n)).toBe(true);
  });

  it('moves each second with the volatility of its spec, within a band', () => {
    for (const spec of defaultSymbols) {
      const prices = path(spec, 'vol', 20_000).map(Number);
      const returns = prices.slice(1).map((p, i) => Math.log(p / (prices[i] as number)));
      const sd = Math.sqrt(returns.reduce((s, r) => s + r * r, 0) / returns.length);
      const expected = spec.dailyVol / Math.sqrt(86_400);
      expect(sd, spec.symbol).toBeGreaterThan(expected * 0.85);
      expect(sd, spec.symbol).toBeLessThan(expected * 1.25);
    }
  });

  it('stays within a realistic band of its anchor over a year of hourly steps', () => {
    for (const spec of defaultSymbols) {
      const prices = path(spec, 'year', 24 * 365, 3_600_000);
      const anchor = Number(spec.price) * 1e8;
      const ratios = prices.map((p) => Number(p) / anchor);
      expect(Math.min(...ratios), spec.symbol).toBeGreaterThan(0.25);
      expect(Math.max(...ratios), spec.symbol).toBeLessThan(4);
    }
  });

  it('rounds every price to the symbol tick and records a volume', () => {
    const w = walker(btc, 'alpha');
    const s = step(w, anchorMinor(w), t0 + 1000, 1000);
    expect(s.price % w.tickMinor).toBe(0n);
    expect(s.volume).toBeGreaterThanOrEqual(0n);
  });
});
