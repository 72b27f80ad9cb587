import type { Order } from '@app/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, tabPaths } from '../../../app/paths.ts';
import { TabHeader } from '../../../components/blocks.tsx';
import { Boundary } from '../../../components/error-boundary.tsx';
import { useProductList } from '../../../features/market/api.ts';
import { PairChart } from '../../../features/market/components/pair-chart.tsx';
import { useNewOrderList } from '../../../features/trade/api.ts';
import { OpenPositions } from '../../../features/trade/components/open-positions.tsx';
import { CustomOrderLink, PositionsHead } from '../../../features/trade/components/positions-head.tsx';
import { LivePriceCard } from '../../../features/trade/components/price-card.tsx';
import { QuickOrder } from '../../../features/trade/components/quick-order.tsx';
import { RecordsButton } from '../../../features/trade/components/records-icon.tsx';
import { SymbolBar } from '../../../features/trade/components/symbol-bar.tsx';
import { TradeSheets } from '../../../features/trade/components/trade-sheets.tsx';
import { usePositionMarks } from '../../../features/trade/position-marks.ts';
import '../../../features/trade/trade.css';
import { useTradeProduct } from '../../../features/trade/use-trade-product.ts';
import { useBalance } from '../../../lib/balance.ts';
import { nav } from '../../../lib/navigation.ts';
import { scrollToTop, useTabTap } from '../../../lib/tab-events.ts';

/** The Trade tab: the pair's chart with the open positions on it, the order on the screen, the positions. */
export default function TradeTab() {
  const { t } = useTranslation();
  const products = useProductList();
  const positions = useNewOrderList();
  const balance = useBalance();
  const { product, choose } = useTradeProduct(products.data);
  const [detail, setDetail] = useState<Order>();
  useTabTap(tabPaths.trade, () => {
    scrollToTop();
    void positions.refetch();
  });
  const marks = usePositionMarks(positions.data?.trading, product?.symbol);
  // Below the price card the screen waits for the products (or their failure): shown before them, the
  // link and the positions were pushed down by the chart and the order when they came. That part then
  // renders in the background (React yields to input meanwhile): it is most of the screen, and in one
  // piece it was a long task of its own.
  const settled = useDeferredValue(products.data !== undefined || products.isError);
  const records = () => nav.navigate(paths.orders);
  return (
    <div className="tab-page trade-page" data-page="trade">
      <TabHeader title={t('tab.trade')} right={<RecordsButton onClick={records} />} />
      <SymbolBar products={products} value={product?.symbol} onChange={choose} />
      {products.isError && !products.data ? null : (
        <Boundary compact resetKey={product?.symbol}>
          <LivePriceCard name={product?.name ?? '--'} symbol={product?.symbol} />
        </Boundary>
      )}
      {settled ? (
        <>
          {product ? <PairChart symbol={product.symbol} initialInterval="1s" marks={marks} /> : null}
          {product ? (
            <QuickOrder key={product.symbol} product={product} available={balance.data?.usdt.available} />
          ) : null}
          <CustomOrderLink
            disabled={!product?.open}
            onClick={() =>
              product && nav.navigate(`${paths.orderDialog}?symbol=${product.symbol}&direction=up`)
            }
          />
          <PositionsHead count={positions.data?.trading.length ?? 0} onRecords={records} />
          <OpenPositions positions={positions} onOpen={setDetail} />
        </>
      ) : null}
      <TradeSheets detail={detail} onClose={() => setDetail(undefined)} />
    </div>
  );
}
