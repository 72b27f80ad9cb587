import { useTranslation } from 'react-i18next';
import { tabPaths } from '../../../app/paths.ts';
import { TabHeader } from '../../../components/blocks.tsx';
import { useBase } from '../../../features/config/api.ts';
import { CustomerService } from '../../../features/support/components/customer-service.tsx';
import { scrollToTop, useTabTap } from '../../../lib/tab-events.ts';

/** The Customer tab: the administrator's channels and QR codes. */
export default function CustomerTab() {
  const { t } = useTranslation();
  const base = useBase();
  useTabTap(tabPaths.customer, () => {
    scrollToTop();
    void base.refetch();
  });
  return (
    <div className="tab-page" data-page="customer">
      <TabHeader title={t('title.customer')} />
      <CustomerService service={base.data?.customer_service} />
    </div>
  );
}
