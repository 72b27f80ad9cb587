import type { EarnOrder, EarnOrderStatus } from '@app/contracts';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/blocks.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useEarnOrders } from '../api.ts';
import { OrderCard } from './order-card.tsx';

/** One status of `earn/orders`: pull to refresh, and the next page as the end comes into view. */
export function EarnOrderPages(props: { status: EarnOrderStatus; onOpen: (order: EarnOrder) => void }) {
  const { t } = useTranslation();
  const list = useEarnOrders(props.status);
  const orders = list.data?.pages.flatMap((p) => p.list) ?? [];
  const empty =
    list.isSuccess && orders.length === 0 ? (
      <EmptyState icon={<FileOutline />} title={t('earn.empty_title')} body={t('earn.empty_body')} />
    ) : null;
  return (
    <PagedList
      list={list}
      empty={empty}
      className="earn-order-pages"
      status={props.status}
      noMore={t('earn.no_more')}
    >
      {orders.map((o) => (
        <OrderCard key={o.id} order={o} onOpen={() => props.onOpen(o)} />
      ))}
    </PagedList>
  );
}
