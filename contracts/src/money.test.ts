import { describe, expect, it } from 'vitest';
import { amount, fromMinor, toMinor } from './money.ts';

describe('money', () => {
  it('turns decimal strings into minor units and back without loss', () => {
    expect(toMinor('10000', 6)).toBe(10_000_000_000n);
    expect(toMinor('0.000001', 6)).toBe(1n);
    expect(toMinor('-1.5', 2)).toBe(-150n);
    expect(fromMinor(10_000_000_000n, 6)).toBe('10000.000000');
    expect(fromMinor(-150n, 2)).toBe('-1.50');
    expect(fromMinor(5n, 2)).toBe('0.05');
    expect(fromMinor(toMinor('123456789012.345678', 6), 6)).toBe('123456789012.345678');
  });

  it('refuses more decimals than the asset has instead of rounding', () => {
    expect(() => toMinor('0.0000001', 6)).toThrow(RangeError);
    expect(toMinor('1.2300000', 2)).toBe(123n);
  });

  it('accepts only positive amounts', () => {
    expect(amount.safeParse('0').success).toBe(false);
    expect(amount.safeParse('-1').success).toBe(false);
    expect(amount.safeParse('1e3').success).toBe(false);
    expect(amount.safeParse('0.01').success).toBe(true);
  });
});
