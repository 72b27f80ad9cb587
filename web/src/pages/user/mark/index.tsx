import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { LedgerFilters, useLedgerFilters } from '../../../features/wallet/components/ledger-filters.tsx';
import { LedgerRow } from '../../../features/wallet/components/ledger-row.tsx';
import { RecordsEmpty } from '../../../features/wallet/components/records-empty.tsx';
import { useMarkList } from '../../../features/wallet/money-api.ts';
import '../../../features/wallet/money.css';
import { usePageOptions } from '../../../lib/page-options.ts';

/** Financial records: the ledger, filtered by currency and by type. */
export default function MarkPage() {
  const { t } = useTranslation();
  const filters = useLedgerFilters(usePageOptions());
  const list = useMarkList({ asset: filters.asset, kind: filters.kind });
  const entries = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page title={t('title.mark')} className="money-page mark-page">
      <LedgerFilters filters={filters} />
      <PagedList
        list={list}
        empty={
          list.isSuccess && entries.length === 0 ? (
            <RecordsEmpty title={t('money.no_records')} body={t('money.no_records_body')} />
          ) : null
        }
        className="money-records"
      >
        <ul className="money-list">
          {entries.map((e) => (
            <LedgerRow key={e.id} entry={e} />
          ))}
        </ul>
      </PagedList>
    </Page>
  );
}
