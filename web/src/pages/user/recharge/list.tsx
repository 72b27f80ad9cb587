import { api } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { RecordCard } from '../../../features/wallet/components/record-card.tsx';
import { ReviewRecords } from '../../../features/wallet/components/review-records.tsx';
import { formatAmount } from '../../../lib/format.ts';

/** Recharge records, newest first; a decision arrives over the socket and updates its row in place. */
export default function RechargeListPage() {
  const { t } = useTranslation();
  return (
    <ReviewRecords
      call={api.user.rechargeList}
      kind="recharge"
      newPath={paths.recharge}
      render={(r) => (
        <RecordCard
          title={r.method === 'usdt' ? 'USDT' : t('cash.tab_bank')}
          amount={formatAmount(r.amount, r.asset)}
          status={r.status}
          reason={r.reason}
          createdAt={r.created_at}
          details={r.transfer_name ? [[t('cash.transfer_name'), r.transfer_name]] : []}
        />
      )}
    />
  );
}
