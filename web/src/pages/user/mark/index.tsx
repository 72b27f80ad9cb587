import { type Asset, ledgerKinds } from '@app/contracts';
import { Dropdown, type DropdownRef, Selector } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/blocks.tsx';
import { Page } from '../../../components/page.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { LedgerRow } from '../../../features/wallet/components/ledger-row.tsx';
import { type LedgerKind, useMarkList } from '../../../features/wallet/money-api.ts';
import '../../../features/wallet/money.css';
import { usePageOptions } from '../../../lib/page-options.ts';

const all = 'all';
const isKind = (v: string | undefined): v is LedgerKind =>
  (ledgerKinds as readonly string[]).includes(v ?? '');

/** Financial records: the ledger, filtered by currency and by type (every kind the contracts define). */
export default function MarkPage() {
  const { t } = useTranslation();
  const options = usePageOptions();
  const dropdown = useRef<DropdownRef>(null);
  const [asset, setAsset] = useState<Asset | undefined>(
    options.asset === 'usdt' || options.asset === 'money' ? options.asset : undefined,
  );
  const [kind, setKind] = useState<LedgerKind | undefined>(isKind(options.kind) ? options.kind : undefined);
  const list = useMarkList({ asset, kind });
  const entries = list.data?.pages.flatMap((p) => p.list) ?? [];
  const assetOptions = [
    { label: t('money.all_assets'), value: all },
    { label: t('money.asset_usdt'), value: 'usdt' },
    { label: t('money.asset_money'), value: 'money' },
  ];
  const kindOptions = [
    { label: t('money.all_kinds'), value: all },
    ...ledgerKinds.map((k) => ({ label: t(`money.kind_${k}`), value: k })),
  ];
  const pick = (set: (v: string) => void) => (values: string[]) => {
    set(values[0] ?? all);
    dropdown.current?.close();
  };
  return (
    <Page title={t('title.mark')} className="money-page mark-page">
      <Dropdown ref={dropdown} className="mark-filters">
        <Dropdown.Item key="asset" title={asset ? t(`money.asset_${asset}`) : t('money.all_assets')}>
          <Selector
            className="mark-selector"
            columns={3}
            options={assetOptions}
            value={[asset ?? all]}
            onChange={pick((v) => setAsset(v === 'usdt' || v === 'money' ? v : undefined))}
          />
        </Dropdown.Item>
        <Dropdown.Item key="kind" title={kind ? t(`money.kind_${kind}`) : t('money.all_kinds')}>
          <Selector
            className="mark-selector"
            columns={2}
            options={kindOptions}
            value={[kind ?? all]}
            onChange={pick((v) => setKind(isKind(v) ? v : undefined))}
          />
        </Dropdown.Item>
      </Dropdown>
      <PagedList
        list={list}
        empty={
          list.isSuccess && entries.length === 0 ? (
            <EmptyState
              icon={<FileOutline />}
              title={t('money.no_records')}
              body={t('money.no_records_body')}
            />
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
