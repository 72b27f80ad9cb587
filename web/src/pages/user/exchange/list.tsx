import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Page } from '../../../components/page.tsx';
import { useExchangeList } from '../../../features/wallet/api.ts';
import { ExchangeRow } from '../../../features/wallet/components/exchange-row.tsx';
import { MoneyRecords } from '../../../features/wallet/components/money-records.tsx';
import '../../../features/wallet/money.css';
import { nav } from '../../../lib/navigation.ts';

/** Exchange records, newest first. */
export default function ExchangeListPage() {
  const { t } = useTranslation();
  const list = useExchangeList();
  return (
    <Page title={t('title.exchange_list')} className="money-page">
      <MoneyRecords
        list={list}
        empty={{
          title: t('money.no_exchanges'),
          body: t('money.no_exchanges_body'),
          action: t('money.exchange_now'),
          onAction: () => nav.navigate(paths.exchange),
        }}
        row={(r) => <ExchangeRow key={r.id} record={r} />}
      />
    </Page>
  );
}
