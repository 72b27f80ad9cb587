import { describe, expect, it } from 'vitest';
import { orderNumber, outcome, settlement, toRatio, winProfit } from './trade.rules.ts';

describe('outcome', () => {
  it('lets up win above the strike and down win below it', () => {
    expect(outcome('up', 100n, 101n)).toBe('win');
    expect(outcome('up', 100n, 99n)).toBe('loss');
    expect(outcome('down', 100n, 99n)).toBe('win');
    expect(outcome('down', 100n, 101n)).toBe('loss');
  });

  it('calls an equal close a draw for both directions', () => {
    expect(outcome('up', 100n, 100n)).toBe('draw');
    expect(outcome('down', 100n, 100n)).toBe('draw');
  });
});

describe('settlement', () => {
  const ratio = toRatio('0.85');

  it('pays stake plus stake times ratio on a win', () => {
    expect(settlement('win', 100_000_000n, ratio)).toEqual({ payout: 185_000_000n, profit: 85_000_000n });
  });

  it('returns the stake on a draw and nothing on a loss', () => {
    expect(settlement('draw', 7n, ratio)).toEqual({ payout: 7n, profit: 0n });
    expect(settlement('loss', 7n, ratio)).toEqual({ payout: 0n, profit: -7n });
  });

  it('rounds the profit down to the micro-USDT', () => {
    // 0.000007 USDT × 0.85 = 0.00000595 → 0.000005
    expect(winProfit(7n, ratio)).toBe(5n);
    // 10.000001 × 0.333333 = 3.3333300333… → 3.333330
    expect(winProfit(10_000_001n, toRatio('0.333333'))).toBe(3_333_330n);
  });
});

describe('orderNumber', () => {
  it('starts with the UTC time of placing and has 20 digits', () => {
    const n = orderNumber(Date.UTC(2026, 0, 5, 12, 3, 4), Buffer.alloc(8, 0xff));
    expect(n).toMatch(/^260105120304\d{8}$/);
  });

  it('carries the second of each placing, whatever order the seconds come in', () => {
    const at = (s: number, ms = 0) => orderNumber(Date.UTC(2026, 0, 5, 12, 3, s, ms), Buffer.alloc(8, 0));
    expect([at(4), at(4, 999), at(5), at(4, 1), at(59, 500)].map((n) => n.slice(0, 12))).toEqual([
      '260105120304',
      '260105120304',
      '260105120305',
      '260105120304',
      '260105120359',
    ]);
  });
});
