import type { Order } from '@app/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, tabPaths } from '../../../app/paths.ts';
import { TabHeader } from '../../../components/blocks.tsx';
import { Boundary } from '../../../components/error-boundary.tsx';
import { useProductList } from '../../../features/market/api.ts';
import { PairChart } from '../../../features/market/components/pair-chart.tsx';
import { lastOrder } from '../../../features/trade/amount-presets.ts';
import { useNewOrderList } from '../../../features/trade/api.ts';
import { OpenPositions } from '../../../features/trade/components/open-positions.tsx';
import { LivePriceCard } from '../../../features/trade/components/price-card.tsx';
import { QuickOrder } from '../../../features/trade/components/quick-order.tsx';
import { SymbolBar } from '../../../features/trade/components/symbol-bar.tsx';
import { TradeSheets } from '../../../features/trade/components/trade-sheets.tsx';
import { seedPrice } from '../../../features/trade/live-price.ts';
import { positionMarks } from '../../../features/trade/position-marks.ts';
import '../../../features/trade/trade.css';
import { RecordsIcon } from '../../../features/trade/components/records-icon.tsx';
import { useBalance } from '../../../features/wallet/api.ts';
import { nav } from '../../../lib/navigation.ts';
import { scrollToTop, useTabTap } from '../../../lib/tab-events.ts';

const SYMBOL_KEY = 'trade_symbol';

/** The Trade tab: the pair's chart with the open positions on it, the order on the screen, the positions. */
export default function TradeTab() {
  const { t } = useTranslation();
  const products = useProductList();
  const positions = useNewOrderList();
  const balance = useBalance();
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
  const trading = positions.data?.trading ?? [];
  const marks = useMemo(() => positionMarks(trading, product?.symbol), [trading, product?.symbol]);
  const records = () => nav.navigate(paths.orders);
  return (
    <div className="tab-page trade-page" data-page="trade">
      <TabHeader
        title={t('tab.trade')}
        right={
          <button type="button" className="nav-action" aria-label={t('trade.records')} onClick={records}>
            <RecordsIcon />
          </button>
        }
      />
      <SymbolBar products={products} value={product?.symbol} onChange={choose} />
      {products.isError && !products.data ? null : (
        <Boundary compact resetKey={product?.symbol}>
          <LivePriceCard name={product?.name ?? '--'} symbol={product?.symbol} />
        </Boundary>
      )}
      {product ? <PairChart symbol={product.symbol} initialInterval="1s" marks={marks} /> : null}
      {product ? (
        <QuickOrder key={product.symbol} product={product} available={balance.data?.usdt.available} />
      ) : null}
      <button
        type="button"
        className="link order-dialog-link"
        disabled={!product?.open}
        onClick={() => product && nav.navigate(`${paths.orderDialog}?symbol=${product.symbol}&direction=up`)}
      >
        {t('trade.custom_order')}
      </button>
      <div className="section-head">
        <h2>
          {t('trade.positions')} <span className="count">{trading.length || ''}</span>
        </h2>
        <button type="button" className="link" onClick={records}>
          {t('trade.records')}
        </button>
      </div>
      <OpenPositions positions={positions} onOpen={setDetail} />
      <TradeSheets detail={detail} onClose={() => setDetail(undefined)} />
    </div>
  );
}
