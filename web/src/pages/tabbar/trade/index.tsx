import type { Order } from '@app/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, tabPaths } from '../../../app/paths.ts';
import { TabHeader } from '../../../components/blocks.tsx';
import { Boundary } from '../../../components/error-boundary.tsx';
import { useProductList } from '../../../features/market/api.ts';
import { useNewOrderList } from '../../../features/trade/api.ts';
import { LivePriceCard } from '../../../features/trade/components/price-card.tsx';
import { RecordsButton } from '../../../features/trade/components/records-icon.tsx';
import { SymbolBar } from '../../../features/trade/components/symbol-bar.tsx';
import { TradeSheets } from '../../../features/trade/components/trade-sheets.tsx';
import '../../../features/trade/trade.css';
import { useTradeProduct } from '../../../features/trade/use-trade-product.ts';
import { useBalance } from '../../../lib/balance.ts';
import { nav } from '../../../lib/navigation.ts';
import { scrollToTop, useTabTap } from '../../../lib/tab-events.ts';
import { TradeDesk } from './desk.tsx';

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
  // Under the price card, once the products (or their failure) are there (TradeDesk says why); rendered in
  // the background (React yields to input meanwhile): it is most of the screen, one long task in one piece.
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
        <TradeDesk
          product={product}
          available={balance.data?.usdt.available}
          positions={positions}
          onOpen={setDetail}
          onRecords={records}
        />
      ) : null}
      <TradeSheets detail={detail} onClose={() => setDetail(undefined)} />
    </div>
  );
}
