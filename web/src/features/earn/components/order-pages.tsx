import type { EarnOrder, EarnOrderStatus } from '@app/contracts';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/blocks.tsx';
import { useEarnOrders } from '../api.ts';
import { OrderCard } from './order-card.tsx';

/** One status of `earn/orders`: pull to refresh, and the next page as the end comes into view. */
export function EarnOrderPages(props: { status: EarnOrderStatus; onOpen: (order: EarnOrder) => void }) {
  const { t } = useTranslation();
  const list = useEarnOrders(props.status);
  const orders = list.data?.pages.flatMap((p) => p.list) ?? [];
  const empty = list.isSuccess && orders.length === 0;
  return (
    <PullToRefresh
      onRefresh={async () => void (await list.refetch())}
      threshold={45}
      pullingText={t('earn.pull')}
      canReleaseText={t('earn.release')}
      refreshingText={t('earn.refreshing')}
      completeText={t('earn.refreshed')}
    >
      <div className="earn-order-pages" data-status={props.status}>
        {empty ? (
          <EmptyState icon={<FileOutline />} title={t('earn.empty_title')} body={t('earn.empty_body')} />
        ) : (
          orders.map((o) => <OrderCard key={o.id} order={o} onOpen={() => props.onOpen(o)} />)
        )}
        {empty ? null : (
          <InfiniteScroll
            hasMore={list.hasNextPage || list.isPending}
            threshold={50}
            loadMore={async () => void (await list.fetchNextPage())}
          >
            {list.hasNextPage || list.isPending ? t('earn.loading') : t('earn.no_more')}
          </InfiniteScroll>
        )}
      </div>
    </PullToRefresh>
  );
}
