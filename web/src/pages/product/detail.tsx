import { DownOutline } from 'antd-mobile-icons';
import { paths } from '../../app/paths.ts';
import { Page } from '../../components/page.tsx';
import { ProductMissing } from '../../components/product-missing.tsx';
import { useProductDetail } from '../../features/market/api.ts';
import { FavouriteAndBadge } from '../../features/market/components/fav-star.tsx';
import { PairChart } from '../../features/market/components/pair-chart.tsx';
import { splitPair } from '../../features/market/components/ticker-parts.tsx';
import { TradeBar } from '../../features/trade/components/trade-bar.tsx';
import { RequestError } from '../../lib/api.ts';
import { useTickerFeed } from '../../lib/market/ticker-feed.ts';
import { nav } from '../../lib/navigation.ts';
import { usePageOptions } from '../../lib/page-options.ts';
import { DetailStats } from './detail-stats.tsx';

/** product/detail?symbol=BTCUSDT: live price and 24h stats, candles in six intervals, buttons to trade. */
export default function ProductDetail() {
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
        <ProductMissing />
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
      <TradeBar closed={product.data?.open === false} onTrade={trade} />
    </Page>
  );
}
