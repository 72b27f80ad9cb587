import { api } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { RecordCard } from '../../../features/wallet/components/record-card.tsx';
import { ReviewRecords } from '../../../features/wallet/components/review-records.tsx';
import { formatAmount } from '../../../lib/format.ts';

const _unitOf = (asset: string) => (asset === 'usdt' ? 'USDT' : 'CNY');

/** Withdraw records with fee and actual arrival; a decision arrives over the socket. */
export default function WithdrawListPage() {
  const { t } = useTranslation();
  return (
    <ReviewRecords
      call={api.user.withdrawList}
      kind="withdraw"
      newPath={paths.withdraw}
      render={(r) => (
        <RecordCard
          title={r.destination}
          amount={formatAmount(r.amount, r.asset)}
          status={r.status}
          reason={r.reason}
          createdAt={r.created_at}
          details={[
            [t('cash.fee'), formatAmount(r.fee, r.asset)],
            [t('cash.actual'), formatAmount(r.actual, r.asset)],
          ]}
        />
      )}
    />
  );
}
