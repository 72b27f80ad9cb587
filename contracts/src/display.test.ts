import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatAmountRange,
  formatDisplay,
  formatFee,
  roundDecimal,
  withSign,
} from './display.ts';

describe('one display rule per asset and purpose (issue #26, item 4)', () => {
  it('shows a price by spec §9: 4+ integer digits get 2 decimals, otherwise 4', () => {
    expect(formatDisplay('67321.456', 'price')).toBe('67321.46');
    expect(formatDisplay('967.354920', 'price')).toBe('967.3549');
    expect(formatDisplay(0.123456, 'price')).toBe('0.1235');
    expect(formatDisplay('-1000', 'price')).toBe('-1000.00');
  });

  it('shows an amount at its asset’s scale: USDT 6 decimals, CNY the cent', () => {
    expect(formatAmount('967.35492', 'usdt')).toBe('967.354920 USDT');
    expect(formatAmount('35', 'money')).toBe('35.00 CNY');
    expect(formatAmountRange('10', '5000', 'usdt')).toBe('10-5000 USDT');
    expect(formatAmountRange('0.500000', '100.25', 'money')).toBe('0.5-100.25 CNY');
    expect(formatDisplay('10.0000004', 'limit', 'usdt')).toBe('10');
  });

  it('shows a fee to the cent', () => {
    expect(formatFee('35.0000', 'money')).toBe('35.00 CNY');
    expect(formatFee('0.100000', 'usdt')).toBe('0.10 USDT');
  });

  it('rounds a total down, so it never shows more than is held', () => {
    expect(formatDisplay('16944.444444', 'total', 'usdt')).toBe('16944.44');
    expect(formatDisplay('999.99999', 'total', 'usdt')).toBe('999.9999');
  });

  it('rounds on digits, not floats, and signs positives only', () => {
    expect(roundDecimal('0.125', 2)).toBe('0.13');
    expect(roundDecimal('-0.004', 2)).toBe('0.00');
    expect(roundDecimal('99.995', 2)).toBe('100.00');
    expect(roundDecimal('12.3', 30)).toBe(`12.3${'0'.repeat(19)}`);
    expect(roundDecimal('abc', 2)).toBe('--');
    expect(withSign('1.50')).toBe('+1.50');
    expect(withSign('-1.50')).toBe('-1.50');
    expect(withSign('0.00')).toBe('0.00');
  });
});
