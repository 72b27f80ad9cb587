import { afterEach, describe, expect, it, vi } from 'vitest';
import { crosshairLabel, prepareTickLabels, tickLabel } from './chart-data.ts';

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

  describe('prepared ahead of the chart', () => {
    const Real = Intl.DateTimeFormat;
    let built = 0;
    const idle: Array<() => void> = [];
    const countFormatterBuilds = () => {
      built = 0;
      Intl.DateTimeFormat = class extends Real {
        constructor(...args: ConstructorParameters<typeof Real>) {
          super(...args);
          built += 1;
        }
      } as typeof Real;
      vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
      vi.stubGlobal('cancelIdleCallback', (id: number) => idle.splice(id - 1, 1, () => {}));
    };
    afterEach(() => {
      Intl.DateTimeFormat = Real;
      idle.length = 0;
      vi.unstubAllGlobals();
    });

    it('build one label format per idle moment, after which the labels read the same and build nothing', () => {
      countFormatterBuilds();
      prepareTickLabels('fr');
      expect(built).toBe(0);
      for (let moment = 1; moment <= 5; moment += 1) {
        idle.shift()?.();
        expect(built).toBe(moment);
      }
      expect(idle).toHaveLength(0);
      const fresh = (options: Intl.DateTimeFormatOptions) =>
        new Real('fr', { ...options, timeZone: 'UTC' }).format(at * 1000);
      expect(tickLabel('fr', at, 'seconds')).toBe(
        fresh({ hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }),
      );
      expect(tickLabel('fr', at, 'day')).toBe(fresh({ month: 'short', day: 'numeric' }));
      expect(tickLabel('fr', at, 'year')).toBe('2024');
      expect(built).toBe(5);
    });

    it('stop preparing when cancelled (the chart left before they were built)', () => {
      countFormatterBuilds();
      const cancel = prepareTickLabels('it');
      idle.shift()?.();
      cancel();
      for (const task of idle.splice(0)) task();
      expect(built).toBe(1);
    });
  });
});
