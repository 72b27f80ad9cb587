import { api } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { RecordCard } from '../../../features/cash/components/record-card.tsx';
import { ReviewRecords } from '../../../features/cash/components/review-records.tsx';
import { TxHash } from '../../../features/cash/components/tx-hash.tsx';
import { useAssetUnit } from '../../../lib/asset-unit.ts';
import { formatAmount } from '../../../lib/format.ts';

const txHashRow = (label: string, hash: string): [string, ReactNode] => [
  label,
  <TxHash key="tx-hash" hash={hash} />,
];

/** Withdraw records with fee, actual arrival and, once approved on chain, the transaction hash. */
export default function WithdrawListPage() {
  const { t } = useTranslation();
  const unit = useAssetUnit();
  return (
    <ReviewRecords
      call={api.user.withdrawList}
      kind="withdraw"
      newPath={paths.withdraw}
      render={(r) => (
        <RecordCard
          title={r.destination}
          amount={formatAmount(r.amount, r.asset, unit(r.asset))}
          status={r.status}
          reason={r.reason}
          createdAt={r.created_at}
          details={[
            [t('cash.fee'), formatAmount(r.fee, r.asset, unit(r.asset))],
            [t('cash.actual'), formatAmount(r.actual, r.asset, unit(r.asset))],
            ...(r.tx_hash ? [txHashRow(t('cash.tx_hash'), r.tx_hash)] : []),
          ]}
        />
      )}
    />
  );
}
