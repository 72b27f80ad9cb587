import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Page } from '../../../components/page.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { ExchangeRow } from '../../../features/wallet/components/exchange-row.tsx';
import { RecordsEmpty } from '../../../features/wallet/components/records-empty.tsx';
import { useExchangeList } from '../../../features/wallet/money-api.ts';
import '../../../features/wallet/money.css';
import { nav } from '../../../lib/navigation.ts';

/** Exchange records, newest first. */
export default function ExchangeListPage() {
  const { t } = useTranslation();
  const list = useExchangeList();
  const records = list.data?.pages.flatMap((p) => p.list) ?? [];
  const empty =
    list.isSuccess && records.length === 0 ? (
      <RecordsEmpty
        title={t('money.no_exchanges')}
        body={t('money.no_exchanges_body')}
        action={t('money.exchange_now')}
        onAction={() => nav.navigate(paths.exchange)}
      />
    ) : null;
  return (
    <Page title={t('title.exchange_list')} className="money-page">
      <PagedList list={list} empty={empty} className="money-records">
        <ul className="money-list">
          {records.map((r) => (
            <ExchangeRow key={r.id} record={r} />
          ))}
        </ul>
      </PagedList>
    </Page>
  );
}
