import { describe, expect, it } from 'vitest';
import {
  incomeEstimate,
  maxSubscription,
  penaltyFor,
  plainAmount,
  validateSubscription,
} from './earn-math.ts';

const product = {
  min: '10.000000',
  max: '5000.000000',
  daily_rate: '0.3500',
  cycle_days: 30,
  breach_rate: '5.0000',
};

describe('earn math in the app', () => {
  it('checks amount, range and balance with the shared messages, in that order', () => {
    expect(validateSubscription('', product, '100')).toEqual({ key: 'enter_amount' });
    expect(validateSubscription('1e3', product, '100')).toEqual({ key: 'valid_amount' });
    expect(validateSubscription('9.99', product, '100')).toMatchObject({ key: 'amount_range' });
    expect(validateSubscription('50', product, '20')).toEqual({ key: 'insufficient_balance' });
    expect(validateSubscription('20', product, '20')).toBeNull();
  });

  it('estimates with the formulas the server books by, rounded down to 0.000001', () => {
    expect(incomeEstimate('1234.567891', product)).toEqual({ daily: '4.320987', total: '129.629610' });
    expect(incomeEstimate('oops', product)).toEqual({ daily: '0.000000', total: '0.000000' });
  });

  it('offers the available balance capped by the single limit as the maximum', () => {
    expect(maxSubscription('9000.5', product)).toBe('5000.000000');
    expect(maxSubscription('12.5', product)).toBe('12.500000');
  });

  it('previews the penalty and refund of an amount', () => {
    expect(penaltyFor('1000', product)).toEqual({ penalty: '50.000000', refund: '950.000000' });
  });
});

describe('earn display helpers', () => {
  it('writes limits without trailing zeros', () => {
    expect(plainAmount('10.000000')).toBe('10');
    expect(plainAmount('0.500000')).toBe('0.5');
    expect(plainAmount('5000')).toBe('5000');
  });
});
