import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { PairChart } from './pair-chart.tsx';

// A chart whose candles could not be read the first time: it reports the failure as the real one does
// (chart-series.ts); the chart made again by the failure loads.
let failures = 1;
vi.mock('./candle-chart.tsx', () => ({
  default: ({ onError }: { onError: () => void }) => {
    useEffect(() => {
      if (failures-- > 0) onError();
    }, [onError]);
    return null;
  },
}));

describe('a chart that failed to load', () => {
  beforeAll(() => Promise.all([initI18n('en-US'), import('./candle-chart.tsx')]));

  it('offers "Loading failed, click to reload" as the app’s styled retry button, not a bare link', async () => {
    await act(async () => render(<PairChart symbol="BTCUSDT" />));
    const retry = await screen.findByRole('button', { name: 'Loading failed, click to reload' });
    expect(retry.className).toContain('load-failed-button');
    expect(retry.className).not.toContain('link');
  });
});
