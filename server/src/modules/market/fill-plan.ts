import type { Zone } from './intervals.ts';

/** A stretch of time simulated with one step size; `real` steps are recorded as 1 s ticks. */
export interface Segment {
  from: number;
  to: number;
  stepMs: number;
  real: boolean;
}

/**
 * Splits (last, now] into segments by age: real 1 s ticks for the first `realAfterMs` after `last`
 * and for the youngest zone, coarser steps between. Points sit on multiples of their segment's step.
 */
export function fillPlan(last: number, now: number, zones: Zone[], realAfterMs: number): Segment[] {
  const realUntil = last + realAfterMs;
  // Each edge sits on a multiple of the older (coarser) side's step.
  const edges = zones.slice(0, -1).map((z, i) => {
    const align = (zones[i + 1] as Zone).stepMs;
    return now - z.maxAgeMs - ((now - z.maxAgeMs) % align);
  });
  const cuts = [...new Set([...edges, realUntil, now])]
    .filter((t) => t > last && t <= now)
    .sort((a, b) => a - b);
  const segments: Segment[] = [];
  let from = last;
  for (const to of cuts) {
    const zone = zoneAt(zones, now - to);
    const real = to <= realUntil || zone.stepMs <= 1000;
    const stepMs = real ? 1000 : zone.stepMs;
    const prev = segments.at(-1);
    if (prev && prev.stepMs === stepMs && prev.real === real) prev.to = to;
    else segments.push({ from, to, stepMs, real });
    from = to;
  }
  return segments;
}

/** The zone a point of this age falls in (the end of a segment decides the segment's step). */
function zoneAt(zones: Zone[], age: number): Zone {
  return zones.find((z) => age < z.maxAgeMs) ?? (zones.at(-1) as Zone);
}

/** The step times of a segment: multiples of its step in (from, to]. */
export function* stepTimes(s: Segment): Generator<number> {
  for (let t = s.from - (s.from % s.stepMs) + s.stepMs; t <= s.to; t += s.stepMs) yield t;
}
