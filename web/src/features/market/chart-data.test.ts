import { describe, expect, it } from 'vitest';
import { crosshairLabel, tickLabel } from './chart-data.ts';

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
});
