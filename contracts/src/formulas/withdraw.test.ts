import { describe, expect, it } from 'vitest';
import { withdrawQuote, withdrawQuoteOf } from './withdraw.ts';

describe('withdraw fee and actual arrival', () => {
  it('takes the fee percent of the amount and pays the rest', () => {
    expect(withdrawQuote(100_00n, '1')).toEqual({ fee: 1_00n, actual: 99_00n });
    expect(withdrawQuote(250_000_000n, '0.5')).toEqual({ fee: 1_250_000n, actual: 248_750_000n });
  });

  it('rounds the fee half up to the smallest unit of the asset', () => {
    // 123.45 × 1.5 % = 1.85175 → 1.85; 0.50 × 1 % = 0.005 → 0.01
    expect(withdrawQuote(123_45n, '1.5')).toEqual({ fee: 1_85n, actual: 121_60n });
    expect(withdrawQuote(50n, '1')).toEqual({ fee: 1n, actual: 49n });
    expect(withdrawQuote(49n, '1')).toEqual({ fee: 0n, actual: 49n });
  });

  it('charges nothing at 0 % and never more than the amount', () => {
    expect(withdrawQuote(10n, '0')).toEqual({ fee: 0n, actual: 10n });
    expect(withdrawQuote(10n, '150')).toEqual({ fee: 10n, actual: 0n });
  });

  it('quotes decimal strings at the asset scale, and nothing for what is not an amount yet', () => {
    expect(withdrawQuoteOf('100', '1', 'money')).toEqual({ fee: '1.00', actual: '99.00' });
    expect(withdrawQuoteOf('10.5', '2', 'usdt')).toEqual({ fee: '0.210000', actual: '10.290000' });
    expect(withdrawQuoteOf('', '1', 'money')).toBeNull();
    expect(withdrawQuoteOf('1.234', '1', 'money')).toBeNull();
    expect(withdrawQuoteOf('0', '1', 'money')).toBeNull();
  });
});
