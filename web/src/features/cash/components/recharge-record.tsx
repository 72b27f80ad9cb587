import { type RechargeRecord, usdtChain } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssetUnit } from '../../../lib/asset-unit.ts';
import { formatAmount } from '../../../lib/format.ts';
import { RecordCard } from './record-card.tsx';
import '../recharge.css';

/** A long hash kept readable on a phone: its first 10 and last 8 characters. */
const shortHash = (hash: string) => (hash.length > 22 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash);

/** The transaction's confirmations so far, of the chain's final count; the credit point is named below. */
function Confirmations(props: { count: number; required: number }) {
  const { t } = useTranslation();
  const final = usdtChain.final;
  return (
    <span
      className="cash-confirmations"
      role="progressbar"
      aria-label={t('cash.confirmations_label')}
      aria-valuemin={0}
      aria-valuemax={final}
      aria-valuenow={props.count}
      aria-valuetext={t('cash.confirmations_progress', { count: props.count, final })}
    >
      <strong data-testid="confirmations">
        {t('cash.confirmations_progress', { count: props.count, final })}
      </strong>
      {/* The bar, with a tick where it is credited. */}
      <span className="cash-confirmations-bar">
        <span style={{ width: `${(props.count / final) * 100}%` }} />
        <i style={{ insetInlineStart: `${(props.required / final) * 100}%` }} />
      </span>
      <small>{t('cash.credit_at', { count: props.required, final })}</small>
    </span>
  );
}

/** One recharge: a USDT one shows its hash and its confirmations rising to 6/6 by push. */
export function RechargeRecordCard({ record: r }: { record: RechargeRecord }) {
  const { t } = useTranslation();
  const unit = useAssetUnit();
  const details: Array<[string, ReactNode]> = [];
  if (r.transfer_name) details.push([t('cash.transfer_name'), r.transfer_name]);
  if (r.tx_hash) {
    details.push([
      t('cash.tx_hash'),
      <span key="hash" title={r.tx_hash}>
        {shortHash(r.tx_hash)}
      </span>,
    ]);
  }
  if (r.confirmations !== null) {
    const required = r.confirmations_required ?? usdtChain.final;
    details.push([
      t('cash.confirmations_label'),
      <Confirmations key="confirmations" count={r.confirmations} required={required} />,
    ]);
  }
  return (
    <RecordCard
      title={r.method === 'usdt' ? 'USDT' : t('cash.tab_bank')}
      amount={formatAmount(r.amount, r.asset, unit(r.asset))}
      status={r.status}
      reason={r.reason}
      createdAt={r.created_at}
      details={details}
    />
  );
}
