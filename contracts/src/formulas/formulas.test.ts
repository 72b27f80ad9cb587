import { describe, expect, it } from 'vitest';
import { applyRate, toRate } from './rate.ts';
import { settlement, winProfit } from './trade-payout.ts';

describe('rates', () => {
  it('reads a decimal rate at scale 6 and refuses finer ones', () => {
    expect(toRate('0.85')).toBe(850_000n);
    expect(() => toRate('0.0000001')).toThrow(RangeError);
  });

  it('applies a rate rounding down, never up', () => {
    expect(applyRate(1n, 850_000n)).toBe(0n);
    expect(applyRate(999_999n, 850_000n)).toBe(849_999n);
  });
});

describe('trade payout', () => {
  it('pays a win stake × ratio rounded down to the micro-USDT', () => {
    expect(winProfit(10_000_001n, toRate('0.85'))).toBe(8_500_000n);
    expect(settlement('win', 10_000_000n, toRate('0.8'))).toEqual({
      payout: 18_000_000n,
      profit: 8_000_000n,
    });
  });

  it('returns the stake on a draw and keeps it on a loss', () => {
    expect(settlement('draw', 5n, 1n)).toEqual({ payout: 5n, profit: 0n });
    expect(settlement('loss', 5n, 1n)).toEqual({ payout: 0n, profit: -5n });
  });
});
