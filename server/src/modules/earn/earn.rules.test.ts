import { describe, expect, it } from 'vitest';
import { accrualStart, dividendOffsetMs, percentOf } from './earn.rules.ts';

const day = 86_400_000;

describe('the Earn schedule', () => {
  it('places the dividend time at the same fraction of a day, however long a day is', () => {
    expect(dividendOffsetMs('00:00', day)).toBe(0);
    expect(dividendOffsetMs('08:00', day)).toBe(8 * 3_600_000);
    expect(dividendOffsetMs('12:00', 5_000)).toBe(2_500);
    expect(dividendOffsetMs('20:00', 5_000)).toBe(4_166);
  });

  it('starts accrual at the first dividend instant strictly after subscribing', () => {
    const noon = Date.UTC(2026, 0, 5, 12);
    expect(accrualStart(noon, '08:00', day)).toBe(Date.UTC(2026, 0, 6, 8));
    expect(accrualStart(noon, '20:00', day)).toBe(Date.UTC(2026, 0, 5, 20));
    // Subscribing on the dividend instant itself waits a whole day: that day would not be held in full.
    expect(accrualStart(Date.UTC(2026, 0, 5, 8), '08:00', day)).toBe(Date.UTC(2026, 0, 6, 8));
    expect(accrualStart(12_345, '00:00', 5_000)).toBe(15_000);
  });

  it('shows a stored rate as the percent it is', () => {
    expect(percentOf(5_000n)).toBe('0.5000');
    expect(percentOf(12_000n)).toBe('1.2000');
  });
});
