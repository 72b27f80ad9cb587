import { describe, expect, it } from 'vitest';
import {
  abbreviate,
  currencyOf,
  formatChange,
  formatCurrency,
  formatDate,
  formatNumber,
  formatRatio,
  formatSigned,
  relativeTime,
  toFixed,
} from './format.ts';

const t = (key: string, params?: Record<string, unknown>) =>
  params ? `${key}:${String(params.count)}` : key;

describe('formatNumber', () => {
  it('gives 4 decimals to an integer part of up to 3 digits', () => {
    expect(formatNumber(999.123456)).toBe('999.1235');
    expect(formatNumber('0.5')).toBe('0.5000');
    expect(formatNumber(-999)).toBe('-999.0000');
  });
  it('gives 2 decimals from an integer part of 4 digits on', () => {
    expect(formatNumber(1000)).toBe('1000.00');
    expect(formatNumber('1234.5678')).toBe('1234.57');
    expect(formatNumber(-1000.129)).toBe('-1000.13');
  });
  it('shows a dash pair for what is not a number', () => {
    expect(formatNumber('abc')).toBe('--');
  });
});

describe('abbreviate', () => {
  it('leaves numbers under a thousand to formatNumber', () => {
    expect(abbreviate(999.99)).toBe('999.9900');
  });
  it('switches unit exactly at each threshold with 2 decimals', () => {
    expect(abbreviate(1000)).toBe('1.00K');
    expect(abbreviate(999_999)).toBe('1000.00K');
    expect(abbreviate(1e6)).toBe('1.00M');
    expect(abbreviate(1_234_567_890)).toBe('1.23B');
    expect(abbreviate(1e12)).toBe('1.00T');
    expect(abbreviate(-2_500_000)).toBe('-2.50M');
  });
});

describe('toFixed', () => {
  it('clamps the decimals to 0 and 20', () => {
    expect(toFixed(1.5, -3)).toBe('2');
    expect(toFixed(1, 25)).toBe((1).toFixed(20));
    expect(toFixed('2.345', 1)).toBe('2.3');
  });
});

describe('currency', () => {
  it('is USD for en-US and CNY for both Chinese languages', () => {
    expect(currencyOf('en-US')).toBe('USD');
    expect(currencyOf('zh-Hans')).toBe('CNY');
    expect(currencyOf('zh-Hant')).toBe('CNY');
    expect(formatCurrency('1234.5', 'en-US')).toBe('$1,234.50');
    expect(formatCurrency(2, 'zh-Hans')).toContain('2.00');
  });
});

describe('relativeTime', () => {
  const now = 1_700_000_000_000;
  const ago = (s: number) => relativeTime(now - s * 1000, now, t);
  it("reads 'Moment ago' under 300 s", () => {
    expect(ago(0)).toBe('time.moment_ago');
    expect(ago(299)).toBe('time.moment_ago');
  });
  it('counts minutes from 300 s up to an hour', () => {
    expect(ago(300)).toBe('time.minutes_ago:5');
    expect(ago(3599)).toBe('time.minutes_ago:59');
  });
  it('counts hours under a day and days under 30 days', () => {
    expect(ago(3600)).toBe('time.hours_ago:1');
    expect(ago(86_399)).toBe('time.hours_ago:23');
    expect(ago(86_400)).toBe('time.days_ago:1');
    expect(ago(30 * 86_400 - 1)).toBe('time.days_ago:29');
  });
  it('counts months of 30 days under a year, then years of 365 days', () => {
    expect(ago(30 * 86_400)).toBe('time.months_ago:1');
    expect(ago(365 * 86_400 - 1)).toBe('time.months_ago:12');
    expect(ago(365 * 86_400)).toBe('time.years_ago:1');
  });
  it('formats a time in the future as a date', () => {
    expect(relativeTime(now + 60_000, now, t)).toBe(formatDate(now + 60_000));
    expect(formatDate(Number.NaN)).toBe('--');
  });
});

describe('one format for changes, ratios and signed amounts', () => {
  it('keeps 2 decimals on a change, never trimming zeros', () => {
    expect(formatChange('8.1')).toBe('+8.10%');
    expect(formatChange(-0.45)).toBe('-0.45%');
    expect(formatChange(0)).toBe('0.00%');
  });
  it('writes a payout ratio as a percentage with 2 decimals', () => {
    expect(formatRatio('0.8')).toBe('80.00%');
    expect(formatRatio('0.855')).toBe('85.50%');
  });
  it('signs a gain and keeps the decimals of formatNumber', () => {
    expect(formatSigned('80')).toBe('+80.0000');
    expect(formatSigned('-1000')).toBe('-1000.00');
    expect(formatSigned('0')).toBe('0.0000');
  });
});
