import type { Order } from '@app/contracts';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/blocks.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useOrderList } from '../api.ts';
import { LiveOrderCard } from './live-order-card.tsx';

/** One status of `user/orderList`: pull to refresh, and the next page as the end comes into view. */
export function OrderPages(props: { status: Order['status']; onOpen: (order: Order) => void }) {
  const { t } = useTranslation();
  const list = useOrderList(props.status);
  const orders = list.data?.pages.flatMap((p) => p.list) ?? [];
  const trading = props.status === 'trading';
  const empty =
    list.isSuccess && orders.length === 0 ? (
      <EmptyState
        icon={<FileOutline />}
        title={t(trading ? 'trade.no_positions' : 'trade.no_history')}
        body={t(trading ? 'trade.no_positions_desc' : 'trade.no_history_desc')}
      />
    ) : null;
  return (
    <PagedList
      list={list}
      empty={empty}
      className="order-pages"
      status={props.status}
      noMore={t('trade.no_more')}
    >
      {orders.map((o) => (
        <LiveOrderCard key={o.id} order={o} onOpen={() => props.onOpen(o)} />
      ))}
    </PagedList>
  );
}
