import type { Order } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/blocks.tsx';
import { Boundary } from '../../../components/error-boundary.tsx';
import { failedQuery, QueryFailed } from '../../../components/load-failed.tsx';
import type { useNewOrderList } from '../api.ts';
import { LiveOrderCard } from './live-order-card.tsx';
import { RecordsIcon } from './records-icon.tsx';
import { preloadOrderDetail } from './trade-sheets.tsx';

/** The open positions: their cards, "No open positions" once the list says so, or why it could not load. */
export function OpenPositions(props: {
  positions: ReturnType<typeof useNewOrderList>;
  onOpen: (order: Order) => void;
}) {
  const { t } = useTranslation();
  const failed = failedQuery(props.positions);
  if (failed) return <QueryFailed query={failed} />;
  const trading = props.positions.data?.trading ?? [];
  if (trading.length === 0 && props.positions.isSuccess)
    return (
      <EmptyState
        icon={<RecordsIcon />}
        title={t('trade.no_positions')}
        body={t('trade.no_positions_desc')}
      />
    );
  return (
    <Boundary compact>
      <div className="positions" onPointerDown={preloadOrderDetail} onFocusCapture={preloadOrderDetail}>
        {trading.map((o) => (
          <LiveOrderCard key={o.id} order={o} onOpen={() => props.onOpen(o)} />
        ))}
      </div>
    </Boundary>
  );
}
