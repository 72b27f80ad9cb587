import { type Asset, ledgerKinds } from '@app/contracts';
import { Dropdown, type DropdownRef, Selector } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LedgerKind } from '../api.ts';

const all = 'all';
const isKind = (v: string | undefined): v is LedgerKind =>
  (ledgerKinds as readonly string[]).includes(v ?? '');
const isAsset = (v: string | undefined): v is Asset => v === 'usdt' || v === 'money';

/** The records' filters, started from the page's options (`asset`, `kind`); unknown values mean "all". */
export function useLedgerFilters(initial: { asset?: string | undefined; kind?: string | undefined }) {
  const [asset, setAsset] = useState<Asset | undefined>(isAsset(initial.asset) ? initial.asset : undefined);
  const [kind, setKind] = useState<LedgerKind | undefined>(isKind(initial.kind) ? initial.kind : undefined);
  return { asset, kind, setAsset, setKind };
}

/** Two drop-downs: the currency and the type of record (every kind the contracts define). */
export function LedgerFilters({ filters }: { filters: ReturnType<typeof useLedgerFilters> }) {
  const { t } = useTranslation();
  const dropdown = useRef<DropdownRef>(null);
  const { asset, kind } = filters;
  const pick = (set: (v: string) => void) => (values: string[]) => {
    set(values[0] ?? all);
    dropdown.current?.close();
  };
  return (
    <Dropdown ref={dropdown} className="mark-filters">
      <Dropdown.Item key="asset" title={asset ? t(`money.asset_${asset}`) : t('money.all_assets')}>
        <Selector
          className="mark-selector"
          columns={3}
          options={[
            { label: t('money.all_assets'), value: all },
            { label: t('money.asset_usdt'), value: 'usdt' },
            { label: t('money.asset_money'), value: 'money' },
          ]}
          value={[asset ?? all]}
          onChange={pick((v) => filters.setAsset(isAsset(v) ? v : undefined))}
        />
      </Dropdown.Item>
      <Dropdown.Item key="kind" title={kind ? t(`money.kind_${kind}`) : t('money.all_kinds')}>
        <Selector
          className="mark-selector"
          columns={2}
          options={[
            { label: t('money.all_kinds'), value: all },
            ...ledgerKinds.map((k) => ({ label: t(`money.kind_${k}`), value: k })),
          ]}
          value={[kind ?? all]}
          onChange={pick((v) => filters.setKind(isKind(v) ? v : undefined))}
        />
      </Dropdown.Item>
    </Dropdown>
  );
}
