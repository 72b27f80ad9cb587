import { describe, expect, it } from 'vitest';
import { withdrawMinFee, withdrawQuote, withdrawQuoteOf } from './withdraw.ts';

const rules = { fee: '1', min_fee: '0.1' };

describe('withdraw fee and actual arrival', () => {
  it('takes the fee percent of the amount and pays the rest', () => {
    expect(withdrawQuote(100_00n, '1', 0n)).toEqual({ fee: 1_00n, actual: 99_00n });
    expect(withdrawQuote(250_000_000n, '0.5', 0n)).toEqual({ fee: 1_250_000n, actual: 248_750_000n });
  });

  it('rounds the fee half up to the smallest unit of the asset', () => {
    // 123.45 × 1.5 % = 1.85175 → 1.85; 0.50 × 1 % = 0.005 → 0.01
    expect(withdrawQuote(123_45n, '1.5', 0n)).toEqual({ fee: 1_85n, actual: 121_60n });
    expect(withdrawQuote(50n, '1', 0n)).toEqual({ fee: 1n, actual: 49n });
    expect(withdrawQuote(49n, '1', 0n)).toEqual({ fee: 0n, actual: 49n });
  });

  it('charges nothing at 0 % and never more than the amount', () => {
    expect(withdrawQuote(10n, '0', 0n)).toEqual({ fee: 0n, actual: 10n });
    expect(withdrawQuote(10n, '150', 0n)).toEqual({ fee: 10n, actual: 0n });
  });

  it('charges at least the minimum fee, which an amount too small for a cent of fee pays', () => {
    expect(withdrawQuote(49n, '1', 10n)).toEqual({ fee: 10n, actual: 39n });
    expect(withdrawQuote(100_00n, '1', 10n)).toEqual({ fee: 1_00n, actual: 99_00n });
    expect(withdrawQuote(5n, '1', 10n)).toEqual({ fee: 5n, actual: 0n });
  });

  it('reads the minimum fee in the asset, rounded up to its smallest unit', () => {
    expect(withdrawMinFee('0.1', 'money')).toBe(10n);
    expect(withdrawMinFee('0.001', 'money')).toBe(1n);
    expect(withdrawMinFee('0.1', 'usdt')).toBe(100_000n);
    expect(withdrawMinFee('0', 'usdt')).toBe(0n);
  });

  it('quotes decimal strings at the asset scale, and nothing for what is not an amount yet', () => {
    expect(withdrawQuoteOf('100', rules, 'money')).toEqual({ fee: '1.00', actual: '99.00' });
    expect(withdrawQuoteOf('10.5', { fee: '2', min_fee: '0.1' }, 'usdt')).toEqual({
      fee: '0.210000',
      actual: '10.290000',
    });
    expect(withdrawQuoteOf('', rules, 'money')).toBeNull();
    expect(withdrawQuoteOf('0.3', rules, 'money')).toEqual({ fee: '0.10', actual: '0.20' });
    expect(withdrawQuoteOf('1.234', rules, 'money')).toBeNull();
    expect(withdrawQuoteOf('0', rules, 'money')).toBeNull();
  });
});
