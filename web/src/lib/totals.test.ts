import { describe, expect, it } from 'vitest';
import { assetTotals, plainAmount } from './totals.ts';

const balance = {
  usdt: { available: '100.000000', locked: '10.000000' },
  money: { available: '720.00', locked: '0.00' },
};

describe('asset totals', () => {
  it('adds both assets, available and frozen, in USDT and in CNY at the quoted rate', () => {
    expect(assetTotals(balance, '7.2')).toEqual({ usdt: '210.000000', cny: '1512.00' });
  });

  it('is exact at the rate itself, not its rounded reverse (issue #26: 16944.40 for 16944.44)', () => {
    const demo = {
      usdt: { available: '10000.000000', locked: '0.000000' },
      money: { available: '50000.00', locked: '0.00' },
    };
    expect(assetTotals(demo, '7.2')).toEqual({ usdt: '16944.444444', cny: '122000.00' });
  });

  it('waits for the rate', () => {
    expect(assetTotals(balance, undefined)).toBe(null);
  });
});

describe('plain amount', () => {
  it('drops trailing zeros only after a point', () => {
    expect(plainAmount('100.500000')).toBe('100.5');
    expect(plainAmount('100.000000')).toBe('100');
    expect(plainAmount('1000')).toBe('1000');
  });
});
