import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { useEarnOrder } from '../../../features/earn/api.ts';
import { OrderView } from '../../../features/earn/components/order-view.tsx';
import '../../../features/earn/earn.css';
import { usePageOptions } from '../../../lib/page-options.ts';

/** earn/order?id=1: one of my orders, with early redemption while it is hosting. */
export default function EarnOrderPage() {
  const { t } = useTranslation();
  const id = Number(usePageOptions().id) || 0;
  const order = useEarnOrder(id);
  return (
    <Page title={t('earn.order_title')} className="earn-page">
      {id === 0 || order.isError ? (
        <ErrorBlock status="empty" title={t('not_found')} description="" />
      ) : order.data ? (
        <OrderView order={order.data} />
      ) : (
        <Skeleton.Paragraph lineCount={10} animated />
      )}
    </Page>
  );
}
