import type { IChartApi } from 'lightweight-charts';
import { describe, expect, it, vi } from 'vitest';
import { addSeries } from './chart-series.ts';

/** A chart that records the options each series was added with. */
function recordingChart() {
  const added: Array<Record<string, unknown>> = [];
  const series = { priceScale: () => ({ applyOptions: vi.fn() }) };
  const api = {
    addSeries: (_kind: unknown, options: Record<string, unknown>) => {
      added.push(options);
      return series;
    },
  } as unknown as IChartApi;
  return { api, added };
}

const colors = { up: '#0a0', down: '#a00', accent: '#00a', text: '#000', grid: '#eee', background: '#fff' };

describe('the moving average on the chart', () => {
  it('puts no tag on the price axis: no title, no last-value label, no price line', () => {
    const { api, added } = recordingChart();
    addSeries(api, '5Min', colors);
    const ma = added.find((o) => o.color === '#e8a317');
    expect(ma).toBeDefined();
    expect(ma?.title ?? '').toBe('');
    expect(ma?.lastValueVisible).toBe(false);
    expect(ma?.priceLineVisible).toBe(false);
  });
});
