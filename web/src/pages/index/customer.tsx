import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { useBase } from '../../features/config/api.ts';
import { CustomerService } from '../../features/support/components/customer-service.tsx';

/** index/customer: customer service, open to guests too (spec section 6). */
export default function CustomerPage() {
  const { t } = useTranslation();
  const { data: config } = useBase();
  return (
    <Page title={t('title.customer')} className="customer-page">
      <CustomerService service={config?.customer_service} />
    </Page>
  );
}
