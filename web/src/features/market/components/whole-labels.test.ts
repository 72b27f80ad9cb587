import type { IChartApi, Time } from 'lightweight-charts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { labelFits, wholeLabels } from './whole-labels.ts';

/** A chart 300 px wide whose bar at time t sits at x = t - shift; moving it calls the range listeners. */
function fakeChart() {
  let shift = 0;
  const moved = new Set<() => void>();
  const applied: unknown[] = [];
  const api = {
    options: () => ({ layout: { fontSize: 12, fontFamily: 'sans-serif' } }),
    applyOptions: (o: unknown) => applied.push(o),
    timeScale: () => ({
      timeToCoordinate: (t: Time) => Number(t) - shift,
      width: () => 300,
      subscribeVisibleLogicalRangeChange: (l: () => void) => moved.add(l),
      unsubscribeVisibleLogicalRangeChange: (l: () => void) => moved.delete(l),
      subscribeSizeChange: () => {},
      unsubscribeSizeChange: () => {},
    }),
  } as unknown as IChartApi;
  const move = (by: number) => {
    shift += by;
    for (const l of moved) l();
  };
  return { api, applied, move };
}

describe('time-axis labels at the edges', () => {
  const frames: Array<() => void> = [];
  const nextFrame = () => {
    for (const f of frames.splice(0)) f();
  };
  afterEach(() => {
    frames.length = 0;
    vi.unstubAllGlobals();
  });
  const following = () => {
    vi.stubGlobal('requestAnimationFrame', (f: () => void) => frames.push(f));
    vi.stubGlobal('cancelAnimationFrame', () => {});
    const chart = fakeChart();
    const labels = wholeLabels(() => chart.api);
    const stop = labels.follow(chart.api);
    return { ...chart, labels, stop };
  };

  it('keeps a label that fits whole and leaves out one the left or right edge would cut', () => {
    const { api } = fakeChart();
    expect(labelFits(api, 150 as Time, '15 окт.')).toBe(true);
    expect(labelFits(api, 8 as Time, '15 окт.')).toBe(false);
    expect(labelFits(api, 296 as Time, '21:19:00')).toBe(false);
  });

  it('format the labels again once a left-out label has moved to where it fits whole', () => {
    const { labels, move, applied } = following();
    expect(labels.fits(296 as Time, '21:19:00')).toBe(false);
    move(100);
    nextFrame();
    expect(applied).toHaveLength(1);
    // Formatted again, it is drawn.
    expect(labels.fits(296 as Time, '21:19:00')).toBe(true);
  });

  it('leave the chart alone on a move after which every label reads the same (no redraw each bar)', () => {
    const { labels, move, applied } = following();
    expect(labels.fits(150 as Time, '21:19:00')).toBe(true);
    expect(labels.fits(296 as Time, '21:19:30')).toBe(false);
    move(1);
    nextFrame();
    move(1);
    nextFrame();
    expect(applied).toHaveLength(0);
  });

  it('format again when a drawn label reaches an edge, and stop following when told', () => {
    const { labels, move, applied, stop } = following();
    labels.fits(40 as Time, '21:19:00');
    move(30);
    nextFrame();
    expect(applied).toHaveLength(1);
    stop();
    labels.fits(150 as Time, '21:20:00');
    move(140);
    nextFrame();
    expect(applied).toHaveLength(1);
  });
});
