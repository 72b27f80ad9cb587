import { describe, expect, it } from 'vitest';
import { estimate, unrealisedPnl, validateOrder } from './order-math.ts';

const period = { seconds: 30, profit_ratio: '0.80', min: '10', max: '50000' };

describe('validateOrder', () => {
  it('asks for an expiration time before anything else', () => {
    expect(validateOrder({ amount: '100', period: undefined, available: '1000' })).toEqual({
      key: 'wrong_expiration',
    });
  });

  it('asks for a quantity when the field is empty or blank', () => {
    expect(validateOrder({ amount: '  ', period, available: '1000' })).toEqual({ key: 'enter_quantity' });
  });

  it('refuses text, zero and more than six decimals as not a valid amount', () => {
    for (const amount of ['abc', '0', '-5', '1.1234567', '1e3'])
      expect(validateOrder({ amount, period, available: '1000' })?.key).toBe('valid_amount');
  });

  it('names the period range when the quantity is outside it, inclusive at both ends', () => {
    const range = { key: 'quantity_range', params: { min: '10', max: '50000' } };
    expect(validateOrder({ amount: '9.99', period, available: '1e9' })).toEqual(range);
    expect(validateOrder({ amount: '50000.01', period, available: '100000' })).toEqual(range);
    expect(validateOrder({ amount: '10', period, available: '100000' })).toBeNull();
    expect(validateOrder({ amount: '50000', period, available: '100000' })).toBeNull();
  });

  it('refuses a stake above the available balance but allows exactly all of it', () => {
    expect(validateOrder({ amount: '100.5', period, available: '100.4' })).toEqual({
      key: 'insufficient_balance',
    });
    expect(validateOrder({ amount: '100.4', period, available: '100.400000' })).toBeNull();
  });

  it('leaves the balance check to the server while the balance is still loading', () => {
    expect(validateOrder({ amount: '100', period, available: undefined })).toBeNull();
  });
});

describe('estimate', () => {
  it('pays stake + stake × ratio on a win, and the stake is what a loss costs', () => {
    expect(estimate('100', '0.80')).toEqual({
      profit: '80.000000',
      payout: '180.000000',
      loss: '-100.000000',
    });
  });

  it('rounds the profit down to the micro-USDT as the server does', () => {
    expect(estimate('10.000001', '0.85').profit).toBe('8.500000');
    expect(estimate('0.000003', '0.5').profit).toBe('0.000001');
  });

  it('shows zero for an empty or invalid quantity', () => {
    expect(estimate('', '0.8')).toEqual({ profit: '0.000000', payout: '0.000000', loss: '0.000000' });
    expect(estimate('x', '0.8').payout).toBe('0.000000');
  });
});

describe('unrealisedPnl', () => {
  const order = { direction: 'up' as const, strike: '100.5', amount: '100', estimated: '80.000000' };
  it('shows the win profit while the live price is on the position side', () => {
    expect(unrealisedPnl(order, '100.51')).toBe('80.000000');
    expect(unrealisedPnl({ ...order, direction: 'down' }, '100.49')).toBe('80.000000');
  });
  it('shows the stake lost while the live price is against it, and nothing on a draw', () => {
    expect(unrealisedPnl(order, '100.49')).toBe('-100');
    expect(unrealisedPnl(order, '100.500')).toBe('0');
  });
});
