import { describe, expect, it } from 'vitest';
import { presetAmount } from './amount-presets.ts';

const period = { seconds: 30, profit_ratio: '0.8', min: '10', max: '5000' };

describe('amount presets', () => {
  it('takes the share of the available balance, rounded down to a cent', () => {
    expect(presetAmount(25, period, '1000.999')).toBe('250.24');
    expect(presetAmount(50, period, '1000')).toBe('500');
  });

  it('caps Max at the period maximum when the balance is larger', () => {
    expect(presetAmount(100, period, '10000')).toBe('5000');
    expect(presetAmount(75, period, '10000')).toBe('3750');
  });

  it('never goes below the period minimum, leaving the balance check to explain a small balance', () => {
    expect(presetAmount(25, period, '20')).toBe('10');
  });

  it('uses the period maximum while the balance is unknown', () => {
    expect(presetAmount(50, period, undefined)).toBe('2500');
  });
});
