import type { Interval } from '@app/contracts';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Boundary } from '../../../components/error-boundary.tsx';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { useTheme } from '../../../lib/theme.ts';
import { chartLocale, cssChartColors } from '../chart-data.ts';
import type { ChartMark } from './chart-marks.tsx';
import { IntervalTabs } from './interval-tabs.tsx';

/** The chart library arrives in its own chunk, in parallel with the page's data. */
const CandleChart = lazyPage(() => import('./candle-chart.tsx'));

/**
 * A pair's chart with the interval switch (product detail, Trade): candles, or a line for 1s, in the theme's
 * colours, with `marks` (open positions) drawn over it. A failed load offers "Loading failed, click to reload".
 */
export function PairChart(props: {
  symbol: string;
  initialInterval?: Interval;
  marks?: readonly ChartMark[];
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const [interval, setChartInterval] = useState<Interval>(props.initialInterval ?? '5Min');
  const [failed, setFailed] = useState(0);
  const theme = useTheme();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the CSS variables change with the theme
  const colors = useMemo(() => cssChartColors(), [theme]);
  const onError = useCallback(() => setFailed((n) => n + 1), []);
  const locale = chartLocale(i18n.language);
  return (
    <section className={`chart-card ${props.className ?? ''}`}>
      <IntervalTabs value={interval} onChange={setChartInterval} />
      <Boundary compact resetKey={props.symbol}>
        <Suspense fallback={<div className="candle-chart chart-loading" />}>
          <CandleChart
            key={failed}
            symbol={props.symbol}
            interval={interval}
            colors={colors}
            locale={locale}
            onError={onError}
            marks={props.marks}
          />
        </Suspense>
      </Boundary>
      {failed > 0 ? (
        <button type="button" className="load-failed-button chart-retry" onClick={onError}>
          {t('loading_failed')}
        </button>
      ) : null}
    </section>
  );
}
