import { describe, expect, it } from 'vitest';
import { assetTotals, plainAmount } from './totals.ts';

const balance = {
  usdt: { available: '100.000000', locked: '10.000000' },
  money: { available: '720.00', locked: '0.00' },
};

describe('asset totals', () => {
  it('adds both assets, available and frozen, in USDT and in CNY at the quoted rate', () => {
    expect(assetTotals(balance, '7.2')).toEqual({ usdt: '209.999360', cny: '1512.00' });
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
