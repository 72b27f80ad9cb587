import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { useMarkList } from '../../../features/wallet/api.ts';
import { LedgerFilters, useLedgerFilters } from '../../../features/wallet/components/ledger-filters.tsx';
import { LedgerRow } from '../../../features/wallet/components/ledger-row.tsx';
import { MoneyRecords } from '../../../features/wallet/components/money-records.tsx';
import '../../../features/wallet/money.css';
import { usePageOptions } from '../../../lib/page-options.ts';

/** Financial records: the ledger, filtered by currency and by type. */
export default function MarkPage() {
  const { t } = useTranslation();
  const filters = useLedgerFilters(usePageOptions());
  const list = useMarkList({ asset: filters.asset, kind: filters.kind });
  return (
    <Page title={t('title.mark')} className="money-page mark-page">
      <LedgerFilters filters={filters} />
      <MoneyRecords
        list={list}
        empty={{ title: t('money.no_records'), body: t('money.no_records_body') }}
        row={(e) => <LedgerRow key={e.id} entry={e} />}
      />
    </Page>
  );
}
