import { Button } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { EmptyState } from '../../components/blocks.tsx';
import { LineIcon } from '../../components/line-icon.tsx';
import { Page } from '../../components/page.tsx';
import { useProductDetail } from '../../features/market/api.ts';
import { FavouriteAndBadge } from '../../features/market/components/fav-star.tsx';
import { PairChart } from '../../features/market/components/pair-chart.tsx';
import { splitPair } from '../../features/market/components/ticker-parts.tsx';
import { RequestError } from '../../lib/api.ts';
import { useTickerFeed } from '../../lib/market/ticker-feed.ts';
import { nav } from '../../lib/navigation.ts';
import { usePageOptions } from '../../lib/page-options.ts';
import { DetailStats } from './detail-stats.tsx';

/** product/detail?symbol=BTCUSDT: live price and 24h stats, candles in six intervals, buttons to trade. */
export default function ProductDetail() {
  const { t } = useTranslation();
  const symbol = (usePageOptions().symbol ?? 'BTCUSDT').toUpperCase();
  const product = useProductDetail(symbol);
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
    <Page
      title={title}
      right={<FavouriteAndBadge symbol={symbol} known={product.data !== undefined} />}
      className="product-detail"
    >
      <DetailStats symbol={symbol} />
      <PairChart symbol={symbol} />
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
