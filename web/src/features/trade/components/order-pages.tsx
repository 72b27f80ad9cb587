import type { Order } from '@app/contracts';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/blocks.tsx';
import { useOrderList } from '../api.ts';
import { LiveOrderCard } from './live-order-card.tsx';

/** One status of `user/orderList`: pull to refresh, and the next page as the end comes into view. */
export function OrderPages(props: { status: Order['status']; onOpen: (order: Order) => void }) {
  const { t } = useTranslation();
  const list = useOrderList(props.status);
  const orders = list.data?.pages.flatMap((p) => p.list) ?? [];
  const empty = list.isSuccess && orders.length === 0;
  return (
    <PullToRefresh
      onRefresh={async () => void (await list.refetch())}
      threshold={45}
      pullingText={t('trade.pull')}
      canReleaseText={t('trade.release')}
      refreshingText={t('trade.refreshing')}
      completeText={t('trade.refreshed')}
    >
      <div className="order-pages" data-status={props.status}>
        {empty ? (
          <EmptyState
            icon={<FileOutline />}
            title={t(props.status === 'trading' ? 'trade.no_positions' : 'trade.no_history')}
            body={t(props.status === 'trading' ? 'trade.no_positions_desc' : 'trade.no_history_desc')}
          />
        ) : (
          orders.map((o) => <LiveOrderCard key={o.id} order={o} onOpen={() => props.onOpen(o)} />)
        )}
        {empty ? null : (
          <InfiniteScroll
            hasMore={list.hasNextPage || list.isPending}
            threshold={50}
            loadMore={async () => void (await list.fetchNextPage())}
          >
            {list.hasNextPage || list.isPending ? t('trade.loading') : t('trade.no_more')}
          </InfiniteScroll>
        )}
      </div>
    </PullToRefresh>
  );
}
