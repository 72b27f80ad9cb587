import { api } from '@app/contracts';
import { paths } from '../../../app/paths.ts';
import { RechargeRecordCard } from '../../../features/cash/components/recharge-record.tsx';
import { ReviewRecords } from '../../../features/cash/components/review-records.tsx';

/** Recharge records, newest first; a decision or a new confirmation arrives by push and updates its row. */
export default function RechargeListPage() {
  return (
    <ReviewRecords
      call={api.user.rechargeList}
      kind="recharge"
      newPath={paths.recharge}
      render={(r) => <RechargeRecordCard record={r} />}
    />
  );
}
