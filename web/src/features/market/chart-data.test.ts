import { languages } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { chartLocale, crosshairLabel, tickLabel } from './chart-data.ts';

// 2024-03-05 14:07:09 UTC, in seconds (bar times are already shifted to local time).
const at = Date.UTC(2024, 2, 5, 14, 7, 9) / 1000;

describe('chart labels', () => {
  it('format each kind of axis label in its own way and each language in its own words', () => {
    expect(tickLabel('en-US', at, 'time')).toBe('14:07');
    expect(tickLabel('en-US', at, 'seconds')).toBe('14:07:09');
    expect(tickLabel('en-US', at, 'day')).toBe('Mar 5');
    expect(tickLabel('de', at, 'day')).toBe('5. März');
    expect(tickLabel('en-US', at, 'year')).toBe('2024');
    // Asked again (the formatters are kept), the answers stay the same.
    expect(tickLabel('en-US', at, 'day')).toBe('Mar 5');
    expect(tickLabel('de', at, 'month')).toBe(
      new Intl.DateTimeFormat('de', { month: 'short', timeZone: 'UTC' }).format(at * 1000),
    );
  });

  it('show seconds on the crosshair only when asked', () => {
    expect(crosshairLabel('en-US', at, true)).toContain('14:07:09');
    expect(crosshairLabel('en-US', at, false)).not.toContain(':09');
    expect(crosshairLabel('en-US', at, false)).toContain('14:07');
  });

  describe('time labels', () => {
    const Real = Intl.DateTimeFormat;
    afterEach(() => {
      Intl.DateTimeFormat = Real;
    });
    const times = [
      Date.UTC(2024, 0, 1, 0, 0, 0),
      Date.UTC(2024, 2, 5, 9, 5, 7),
      Date.UTC(2024, 6, 9, 12, 30, 59),
      Date.UTC(2024, 11, 31, 23, 59, 59),
    ].map((ms) => ms / 1000);

    it('read in every language exactly as Intl writes them on a 24-hour clock', () => {
      for (const lang of languages) {
        const locale = chartLocale(lang);
        const intl = (options: Intl.DateTimeFormatOptions) =>
          new Real(locale, { ...options, hourCycle: 'h23', timeZone: 'UTC' });
        const time = intl({ hour: '2-digit', minute: '2-digit' });
        const seconds = intl({ hour: '2-digit', minute: '2-digit', second: '2-digit' });
        for (const t of times) {
          expect(tickLabel(locale, t, 'time'), `${lang} time`).toBe(time.format(t * 1000));
          expect(tickLabel(locale, t, 'seconds'), `${lang} seconds`).toBe(seconds.format(t * 1000));
        }
      }
    });

    it('build no Intl date format (the first one on a page is a long task of its own)', () => {
      let built = 0;
      Intl.DateTimeFormat = class extends Real {
        constructor(...args: ConstructorParameters<typeof Real>) {
          super(...args);
          built += 1;
        }
      } as typeof Real;
      for (const t of times) {
        tickLabel('ko', t, 'time');
        tickLabel('th', t, 'seconds');
      }
      expect(built).toBe(0);
      // A day's label still speaks the language, through Intl.
      expect(tickLabel('ko', at, 'day')).toBe('3월 5일');
      expect(built).toBe(1);
    });
  });
});
