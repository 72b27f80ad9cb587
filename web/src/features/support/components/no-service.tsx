import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/**
 * The spec's message when the administrator configured no channel. A chunk of its own, loaded only then
 * (customer-service.tsx): the empty-state picture is ≈ 10 KB gzip, and customer service is a guest's
 * screen too (docs/perf/size.md).
 */
export default function NoService() {
  const { t } = useTranslation();
  return <ErrorBlock status="empty" title={t('no_customer_service')} description="" />;
}
