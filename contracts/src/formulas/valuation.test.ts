import { describe, expect, it } from 'vitest';
import { convert, pairRate } from './exchange.ts';
import { toRate } from './rate.ts';
import { worthIn } from './valuation.ts';

describe('worthIn (issue #26: totals at the rate, not its rounded inverse)', () => {
  const rate = toRate('7.2');
  it('divides CNY by the rate: 50 000 CNY is 6944.444444 USDT', () => {
    expect(worthIn(5_000_000n, 'money', 'usdt', rate)).toBe(6_944_444_444n);
    // The reverse rate rounded down (0.138888) loses 0.04 USDT on the same amount.
    expect(convert(5_000_000n, pairRate('money', 'usdt', rate), 2, 6)).toBe(6_944_400_000n);
  });
  it('multiplies USDT by the rate, rounded down to the cent', () => {
    expect(worthIn(10_000_000_000n, 'usdt', 'money', rate)).toBe(7_200_000n);
    expect(worthIn(1_234_567n, 'usdt', 'money', rate)).toBe(888n);
  });
  it('keeps an asset in itself and values nothing at no rate', () => {
    expect(worthIn(42n, 'usdt', 'usdt', rate)).toBe(42n);
    expect(worthIn(100n, 'money', 'usdt', 0n)).toBe(0n);
  });
});
