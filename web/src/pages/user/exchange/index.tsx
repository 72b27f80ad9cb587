import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Page } from '../../../components/page.tsx';
import { ExchangeForm } from '../../../features/wallet/components/exchange-form.tsx';
import '../../../features/wallet/money.css';
import { nav } from '../../../lib/navigation.ts';

/** Exchange USDT ⇄ CNY at the quoted rate; its records one tap away. */
export default function ExchangePage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('title.exchange')}
      className="money-page"
      right={
        <button type="button" className="link-button" onClick={() => nav.navigate(paths.exchangeList)}>
          {t('money.exchange_records')}
        </button>
      }
    >
      <ExchangeForm />
    </Page>
  );
}
