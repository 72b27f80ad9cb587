import type { Interval } from '@app/contracts';
import { Button } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { EmptyState } from '../../components/blocks.tsx';
import { ConnectionBadge } from '../../components/connection-badge.tsx';
import { Boundary } from '../../components/error-boundary.tsx';
import { LineIcon } from '../../components/line-icon.tsx';
import { Page } from '../../components/page.tsx';
import { useProductDetail } from '../../features/market/api.ts';
import { cssChartColors } from '../../features/market/chart-data.ts';
import { splitPair } from '../../features/market/components/ticker-parts.tsx';
import { RequestError } from '../../lib/api.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';
import { useTickerFeed } from '../../lib/market/ticker-feed.ts';
import { nav } from '../../lib/navigation.ts';
import { usePageOptions } from '../../lib/page-options.ts';
import { useTheme } from '../../lib/theme.ts';
import { DetailStats } from './detail-stats.tsx';
import { IntervalTabs } from './interval-tabs.tsx';

/** The chart library arrives in its own chunk, in parallel with the page's data. */
const CandleChart = lazyPage(() => import('../../features/market/components/candle-chart.tsx'));

const chartLocale = (lang: string) => (lang === 'zh-Hans' ? 'zh-CN' : lang === 'zh-Hant' ? 'zh-TW' : lang);

/** product/detail?symbol=BTCUSDT: live price and 24h stats, candles in six intervals, buttons to trade. */
export default function ProductDetail() {
  const { t, i18n } = useTranslation();
  const symbol = (usePageOptions().symbol ?? 'BTCUSDT').toUpperCase();
  const product = useProductDetail(symbol);
  const [interval, setChartInterval] = useState<Interval>('5Min');
  const [chartFailed, setChartFailed] = useState(0);
  const theme = useTheme();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the CSS variables change with the theme
  const colors = useMemo(() => cssChartColors(), [theme]);
  const onChartError = useCallback(() => setChartFailed((n) => n + 1), []);
  useTickerFeed();
  const { base, quote } = splitPair(symbol);
  const missing = product.error instanceof RequestError && product.error.code !== 900500;
  const trade = (direction: 'up' | 'down') =>
    nav.navigate(`${paths.orderDialog}?symbol=${symbol}&direction=${direction}`);

  const title = (
    <button
      type="button"
      className="pair-switch"
      onClick={() => nav.navigate(`${paths.productListDialog}?symbol=${symbol}`)}
    >
      {base}/{quote} <DownOutline />
    </button>
  );
  if (missing)
    return (
      <Page title={title}>
        <EmptyState
          icon={
            <LineIcon>
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-4-4" />
            </LineIcon>
          }
          title={t('product_not_exist')}
          body=""
        />
      </Page>
    );
  return (
    <Page title={title} right={<ConnectionBadge />} className="product-detail">
      <DetailStats symbol={symbol} />
      <section className="chart-card">
        <IntervalTabs value={interval} onChange={setChartInterval} />
        <Boundary compact resetKey={symbol}>
          <Suspense fallback={<div className="candle-chart chart-loading" />}>
            <CandleChart
              key={chartFailed}
              symbol={symbol}
              interval={interval}
              colors={colors}
              locale={chartLocale(i18n.language)}
              onError={onChartError}
            />
          </Suspense>
        </Boundary>
        {chartFailed > 0 ? (
          <button type="button" className="link chart-retry" onClick={() => setChartFailed((n) => n + 1)}>
            {t('loading_failed')}
          </button>
        ) : null}
      </section>
      <div className="trade-bar">
        <Button className="buy-up" block onClick={() => trade('up')} disabled={product.data?.open === false}>
          {t('trade.buy_more')}
        </Button>
        <Button
          className="buy-down"
          block
          onClick={() => trade('down')}
          disabled={product.data?.open === false}
        >
          {t('trade.buy_less')}
        </Button>
      </div>
    </Page>
  );
}
