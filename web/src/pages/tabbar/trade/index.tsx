import type { Order } from '@app/contracts';
import { Button } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, tabPaths } from '../../../app/paths.ts';
import { TabHeader } from '../../../components/blocks.tsx';
import { Boundary } from '../../../components/error-boundary.tsx';
import { useProductList } from '../../../features/market/api.ts';
import { lastOrder } from '../../../features/trade/amount-presets.ts';
import { useNewOrderList } from '../../../features/trade/api.ts';
import { OpenPositions } from '../../../features/trade/components/open-positions.tsx';
import { LivePriceCard } from '../../../features/trade/components/price-card.tsx';
import { SymbolBar } from '../../../features/trade/components/symbol-bar.tsx';
import { TradeSheets } from '../../../features/trade/components/trade-sheets.tsx';
import { seedPrice } from '../../../features/trade/live-price.ts';
import '../../../features/trade/trade.css';
import { nav } from '../../../lib/navigation.ts';
import { scrollToTop, useTabTap } from '../../../lib/tab-events.ts';

const SYMBOL_KEY = 'trade_symbol';

export default function TradeTab() {
  const { t } = useTranslation();
  const products = useProductList();
  const positions = useNewOrderList();
  const [symbol, setSymbol] = useState(() => sessionStorage.getItem(SYMBOL_KEY) ?? lastOrder()?.symbol);
  const [detail, setDetail] = useState<Order>();
  const product = products.data?.find((p) => p.symbol === symbol) ?? products.data?.find((p) => p.open);
  useEffect(() => seedPrice(product?.ticker), [product]);
  useTabTap(tabPaths.trade, () => {
    scrollToTop();
    void positions.refetch();
  });
  const choose = (s: string) => {
    sessionStorage.setItem(SYMBOL_KEY, s);
    setSymbol(s);
  };
  const open = (direction: 'up' | 'down') =>
    product && nav.navigate(`${paths.orderDialog}?symbol=${product.symbol}&direction=${direction}`);
  const trading = positions.data?.trading ?? [];
  return (
    <div className="tab-page trade-page" data-page="trade">
      <TabHeader
        title={t('tab.trade')}
        right={
          <button
            type="button"
            className="nav-action"
            aria-label={t('trade.records')}
            onClick={() => nav.navigate(paths.orders)}
          >
            <FileOutline />
          </button>
        }
      />
      <SymbolBar products={products} value={product?.symbol} onChange={choose} />
      {products.isError && !products.data ? null : (
        <Boundary compact resetKey={product?.symbol}>
          <LivePriceCard name={product?.name ?? '--'} symbol={product?.symbol} />
        </Boundary>
      )}
      <div className="trade-actions">
        <Button className="buy-up" size="large" disabled={!product?.open} onClick={() => open('up')}>
          {t('trade.buy_more')}
        </Button>
        <Button className="buy-down" size="large" disabled={!product?.open} onClick={() => open('down')}>
          {t('trade.buy_less')}
        </Button>
      </div>
      <div className="section-head">
        <h2>
          {t('trade.positions')} <span className="count">{trading.length || ''}</span>
        </h2>
        <button type="button" className="link" onClick={() => nav.navigate(paths.orders)}>
          {t('trade.records')}
        </button>
      </div>
      <OpenPositions positions={positions} onOpen={setDetail} />
      <TradeSheets detail={detail} onClose={() => setDetail(undefined)} />
    </div>
  );
}
