import { describe, expect, it } from 'vitest';
import { convert, exchangeFee, exchangePreview, exchangeSplit, invertRate, pairRate } from './exchange.ts';
import { toRate } from './rate.ts';

describe('exchange fee', () => {
  it('is amount × fee % rounded half up to the cent of the sold asset', () => {
    // 100.01 USDT × 0.5 % = 0.50005 → 0.50
    expect(exchangeFee(100_010_000n, toRate('0.5'), 6)).toBe(500_000n);
    // 101 USDT × 0.5 % = 0.505 → 0.51
    expect(exchangeFee(101_000_000n, toRate('0.5'), 6)).toBe(510_000n);
    // 0.99 CNY × 0.5 % = 0.00495 → 0.00
    expect(exchangeFee(99n, toRate('0.5'), 2)).toBe(0n);
    expect(exchangeFee(12_345n, 0n, 2)).toBe(0n);
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
    const split = exchangeSplit(100_000_000n, 'usdt', 'money', toRate('7.2'), toRate('0.5'));
    expect(split).toEqual({ fee: 500_000n, net: 99_500_000n, received: 71_640n });
    expect(split.fee + split.net).toBe(100_000_000n);
  });

  it('previews the same numbers from the strings a form holds', () => {
    const preview = exchangePreview({ amount: '100', from: 'usdt', to: 'money', rate: '7.2', fee: '0.5' });
    expect(preview).toEqual({ fee: '0.500000', net: '99.500000', received: '716.40' });
    expect(
      exchangePreview({ amount: '1.001', from: 'money', to: 'usdt', rate: '0.138888', fee: '0.5' }),
    ).toBe(null);
    expect(exchangePreview({ amount: '0', from: 'usdt', to: 'money', rate: '7.2', fee: '0.5' })).toBe(null);
    expect(exchangePreview({ amount: 'abc', from: 'usdt', to: 'money', rate: '7.2', fee: '0.5' })).toBe(null);
  });
});
