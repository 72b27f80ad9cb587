import { describe, expect, it } from 'vitest';
import {
  convert,
  exchangeFee,
  exchangeMinFee,
  exchangePreview,
  exchangeSplit,
  invertRate,
  pairRate,
} from './exchange.ts';
import { toRate } from './rate.ts';

describe('exchange fee', () => {
  it('is amount × fee % rounded half up to the cent of the sold asset', () => {
    // 100.01 USDT × 0.5 % = 0.50005 → 0.50
    expect(exchangeFee(100_010_000n, toRate('0.5'), 6, 0n)).toBe(500_000n);
    // 101 USDT × 0.5 % = 0.505 → 0.51
    expect(exchangeFee(101_000_000n, toRate('0.5'), 6, 0n)).toBe(510_000n);
    // 0.99 CNY × 0.5 % = 0.00495 → 0.00
    expect(exchangeFee(99n, toRate('0.5'), 2, 0n)).toBe(0n);
    expect(exchangeFee(12_345n, 0n, 2, 0n)).toBe(0n);
  });

  it('is at least the minimum fee, and never more than the amount', () => {
    // 0.99 USDT × 0.5 % rounds to 0.00: the 0.10 minimum is charged instead.
    expect(exchangeFee(990_000n, toRate('0.5'), 6, 100_000n)).toBe(100_000n);
    // 100 USDT × 0.5 % = 0.50 is above the minimum: the percentage stands.
    expect(exchangeFee(100_000_000n, toRate('0.5'), 6, 100_000n)).toBe(500_000n);
    expect(exchangeFee(50_000n, toRate('0.5'), 6, 100_000n)).toBe(50_000n);
  });

  it('takes the minimum in USDT, or its CNY worth rounded up to the cent', () => {
    expect(exchangeMinFee(100_000n, 'usdt', toRate('7.2'))).toBe(100_000n);
    // 0.1 USDT at 7.2 = 0.72 CNY; 0.1 at 7.123 = 0.7123 → 0.72; a finer USDT minimum rounds up too.
    expect(exchangeMinFee(100_000n, 'money', toRate('7.2'))).toBe(72n);
    expect(exchangeMinFee(100_000n, 'money', toRate('7.123'))).toBe(72n);
    expect(exchangeMinFee(100_001n, 'usdt', toRate('7.2'))).toBe(110_000n);
    expect(exchangeMinFee(0n, 'money', toRate('7.2'))).toBe(0n);
  });
});

describe('rate application', () => {
  it('converts between scales rounding down, never up', () => {
    // 10 USDT at 7.2 → 72.00 CNY
    expect(convert(10_000_000n, toRate('7.2'), 6, 2)).toBe(7_200n);
    // 0.001499 USDT at 7.2 = 0.0107928 CNY → 0.01
    expect(convert(1_499n, toRate('7.2'), 6, 2)).toBe(1n);
    // 72.00 CNY at 1/7.2 (0.138888) → 9.999936 USDT
    expect(convert(7_200n, invertRate(toRate('7.2')), 2, 6)).toBe(9_999_936n);
  });

  it('derives both directions from the USD/CNY rate', () => {
    expect(pairRate('usdt', 'money', toRate('7.2'))).toBe(7_200_000n);
    expect(pairRate('money', 'usdt', toRate('7.2'))).toBe(138_888n);
    expect(invertRate(0n)).toBe(0n);
  });
});

describe('exchange split', () => {
  it('takes the fee off the amount and converts the rest', () => {
    const terms = { rate: toRate('7.2'), feePercent: toRate('0.5'), minFee: 100_000n };
    const split = exchangeSplit(100_000_000n, 'usdt', 'money', terms);
    expect(split).toEqual({ fee: 500_000n, net: 99_500_000n, received: 71_640n });
    expect(split.fee + split.net).toBe(100_000_000n);
  });

  it('previews the same numbers from the strings a form holds', () => {
    const usdt = { from: 'usdt', to: 'money', rate: '7.2', fee: '0.5', minFee: '0.100000' } as const;
    expect(exchangePreview({ ...usdt, amount: '100' })).toEqual({
      fee: '0.500000',
      net: '99.500000',
      received: '716.40',
    });
    // The minimum fee the server charges shows before the user submits.
    expect(exchangePreview({ ...usdt, amount: '0.99' })).toEqual({
      fee: '0.100000',
      net: '0.890000',
      received: '6.40',
    });
    const money = { from: 'money', to: 'usdt', rate: '0.138888', fee: '0.5', minFee: '0.72' } as const;
    expect(exchangePreview({ ...money, amount: '1.001' })).toBe(null);
    expect(exchangePreview({ ...usdt, amount: '0' })).toBe(null);
    expect(exchangePreview({ ...usdt, amount: 'abc' })).toBe(null);
  });
});
