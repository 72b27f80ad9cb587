import { describe, expect, it } from 'vitest';
import { fillPlan, stepTimes } from './fill-plan.ts';
import { backfillZones, catchUpZones, realAfterStopMs, times } from './intervals.ts';

const now = Date.UTC(2026, 0, 5, 12, 0, 7);
const { second, minute, hour, day } = times;

describe('the fill plan', () => {
  it('back-fills a year coarse to fine, ending in real 1 s ticks', () => {
    const plan = fillPlan(now - 330 * day, now, backfillZones, 0);
    expect(plan.map((s) => s.stepMs)).toEqual([hour, minute, 5 * second, second]);
    expect(plan.at(-1)).toMatchObject({ real: true, to: now });
    expect(plan.slice(0, -1).every((s) => !s.real)).toBe(true);
    for (let i = 1; i < plan.length; i++) expect(plan[i]?.from).toBe(plan[i - 1]?.to);
  });

  it('after a long stop, records real ticks for the hour after the stop and the last hour', () => {
    const last = now - 3 * day;
    const plan = fillPlan(last, now, catchUpZones, realAfterStopMs);
    expect(plan[0]).toMatchObject({ from: last, to: last + hour, real: true, stepMs: second });
    expect(plan[1]).toMatchObject({ real: false, stepMs: 5 * second });
    expect(plan.at(-1)).toMatchObject({ real: true, to: now });
  });

  it('fills a short gap with one real tick per second', () => {
    const plan = fillPlan(now - 5 * second, now, catchUpZones, realAfterStopMs);
    expect(plan).toEqual([{ from: now - 5000, to: now, stepMs: 1000, real: true }]);
    expect([...stepTimes(plan[0] as never)]).toEqual([now - 4000, now - 3000, now - 2000, now - 1000, now]);
  });

  it('plans nothing when already up to date', () => {
    expect(fillPlan(now, now, catchUpZones, realAfterStopMs)).toEqual([]);
  });
});
