import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { useBase } from '../../features/config/api.ts';
import { CustomerService } from '../../features/support/components/customer-service.tsx';
import { useSession } from '../../lib/session.ts';

/** user/customer: dedicated customer service; the user's name and UID head it, to quote to the agent. */
export default function DedicatedCustomerPage() {
  const { t } = useTranslation();
  const { data: config } = useBase();
  const { user } = useSession();
  return (
    <Page title={t('title.user_customer')} className="customer-page">
      {user ? (
        <p className="service-who" data-uid={user.uid}>
          {t('support.quote_uid', { username: user.username, uid: user.uid })}
        </p>
      ) : null}
      <CustomerService service={config?.customer_service} />
    </Page>
  );
}
