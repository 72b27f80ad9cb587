import type { IChartApi, Time } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { labelFits } from './whole-labels.ts';

/** A chart 300 px wide whose bar at time t sits at x = t. */
const chart = {
  options: () => ({ layout: { fontSize: 12, fontFamily: 'sans-serif' } }),
  timeScale: () => ({ timeToCoordinate: (t: Time) => Number(t), width: () => 300 }),
} as unknown as IChartApi;

describe('time-axis labels at the edges', () => {
  it('keeps a label that fits whole and leaves out one the left or right edge would cut', () => {
    expect(labelFits(chart, 150 as Time, '15 окт.')).toBe(true);
    expect(labelFits(chart, 8 as Time, '15 окт.')).toBe(false);
    expect(labelFits(chart, 296 as Time, '21:19:00')).toBe(false);
  });
});
