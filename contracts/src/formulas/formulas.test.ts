import { describe, expect, it } from 'vitest';
import {
  earnApr,
  earnCycleRate,
  earnDailyIncome,
  earnPenalty,
  earnRedemption,
  earnTotalIncome,
  fromPercent,
} from './earn.ts';
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

describe('earn arithmetic', () => {
  it('reads percent rates exactly and refuses finer than four decimals', () => {
    expect(fromPercent('0.5')).toBe(5_000n);
    expect(fromPercent('1.2345')).toBe(12_345n);
    expect(() => fromPercent('0.12345')).toThrow(RangeError);
  });

  it('pays a day principal × daily rate rounded down to 0.000001 USDT', () => {
    // 1234.567891 USDT at 0.35 % a day is 4.3209876185 USDT: the trailing 85 goes to nobody.
    expect(earnDailyIncome(1_234_567_891n, fromPercent('0.35'))).toBe(4_320_987n);
    expect(earnDailyIncome(1n, fromPercent('0.35'))).toBe(0n);
  });

  it('totals a cycle as the booked daily income times the days', () => {
    expect(earnTotalIncome(1_234_567_891n, fromPercent('0.35'), 30)).toBe(4_320_987n * 30n);
  });

  it('charges principal × breach rate and refunds exactly the rest', () => {
    const { penalty, refund } = earnRedemption(1_000_000_001n, fromPercent('5'));
    expect(penalty).toBe(50_000_000n);
    expect(refund).toBe(950_000_001n);
    expect(penalty + refund).toBe(1_000_000_001n);
    expect(earnPenalty(19n, fromPercent('5'))).toBe(0n);
  });

  it('states the cycle rate as daily rate × days', () => {
    expect(earnCycleRate(fromPercent('0.5'), 30)).toBe(fromPercent('15'));
  });

  it('states the APR as the daily rate × 365, simple interest: 0.3 % a day is 109.5 % a year', () => {
    expect(earnApr(fromPercent('0.3'))).toBe(fromPercent('109.5'));
    expect(earnApr(fromPercent('1.2'))).toBe(fromPercent('438'));
    expect(earnApr(fromPercent('0.0001'))).toBe(fromPercent('0.0365'));
  });
});
