import { describe, expect, it } from 'vitest';
import { dayStart, inWindow } from './withdraw.rules.ts';

const at = (hhmm: string) => Date.parse(`2026-01-05T${hhmm}:30Z`);

describe('the withdraw time window (UTC)', () => {
  it('accepts times inside the window, both end minutes included', () => {
    expect(inWindow(at('09:00'), '09:00', '21:00')).toBe(true);
    expect(inWindow(at('21:00'), '09:00', '21:00')).toBe(true);
    expect(inWindow(at('12:34'), '09:00', '21:00')).toBe(true);
  });

  it('refuses times outside it', () => {
    expect(inWindow(at('08:59'), '09:00', '21:00')).toBe(false);
    expect(inWindow(at('21:01'), '09:00', '21:00')).toBe(false);
  });

  it('runs a window whose end is before its start over midnight', () => {
    expect(inWindow(at('23:00'), '22:00', '06:00')).toBe(true);
    expect(inWindow(at('05:00'), '22:00', '06:00')).toBe(true);
    expect(inWindow(at('12:00'), '22:00', '06:00')).toBe(false);
  });

  it('counts the day from UTC midnight', () => {
    expect(dayStart(at('17:45'))).toBe(Date.parse('2026-01-05T00:00:00Z'));
  });
});
