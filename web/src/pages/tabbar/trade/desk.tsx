import type { Order } from '@app/contracts';
import { paths } from '../../../app/paths.ts';
import { PairChart } from '../../../features/market/components/pair-chart.tsx';
import type { Product, useNewOrderList } from '../../../features/trade/api.ts';
import { OpenPositions } from '../../../features/trade/components/open-positions.tsx';
import { CustomOrderLink, PositionsHead } from '../../../features/trade/components/positions-head.tsx';
import { QuickOrder } from '../../../features/trade/components/quick-order.tsx';
import { usePositionMarks } from '../../../features/trade/position-marks.ts';
import { nav } from '../../../lib/navigation.ts';

/**
 * Trade under the price card: the pair's chart with the open positions on it, the order on the screen, the
 * link to the full order form and the positions. The page shows it once the products have come (or failed):
 * shown before them, the link and the positions were pushed down by the chart and the order when they came.
 */
export function TradeDesk(props: {
  product: Product | undefined;
  available: string | undefined;
  positions: ReturnType<typeof useNewOrderList>;
  onOpen: (order: Order) => void;
  onRecords: () => void;
}) {
  const { product, positions } = props;
  const marks = usePositionMarks(positions.data?.trading, product?.symbol);
  return (
    <>
      {product ? <PairChart symbol={product.symbol} initialInterval="1s" marks={marks} /> : null}
      {product ? <QuickOrder key={product.symbol} product={product} available={props.available} /> : null}
      <CustomOrderLink
        disabled={!product?.open}
        onClick={() => product && nav.navigate(`${paths.orderDialog}?symbol=${product.symbol}&direction=up`)}
      />
      <PositionsHead count={positions.data?.trading.length ?? 0} onRecords={props.onRecords} />
      <OpenPositions positions={positions} onOpen={props.onOpen} />
    </>
  );
}
