import { api } from '@app/contracts';
import { Button } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { EmptyState } from '../../../components/blocks.tsx';
import { Page } from '../../../components/page.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useRecordList, useReviewSync } from '../../../features/wallet/cash-api.ts';
import { BalanceStrip } from '../../../features/wallet/components/balance-strip.tsx';
import { RecordCard } from '../../../features/wallet/components/record-card.tsx';
import '../../../features/wallet/cash.css';
import { formatNumber } from '../../../lib/format.ts';
import { nav } from '../../../lib/navigation.ts';

const unitOf = (asset: string) => (asset === 'usdt' ? 'USDT' : 'CNY');

/** Withdraw records with fee and actual arrival; a decision arrives over the socket. */
export default function WithdrawListPage() {
  const { t } = useTranslation();
  const list = useRecordList(api.user.withdrawList);
  useReviewSync();
  const records = list.data?.pages.flatMap((p) => p.list) ?? [];
  const empty =
    list.isSuccess && records.length === 0 ? (
      <EmptyState
        icon={<FileOutline />}
        title={t('cash.no_withdrawals')}
        body={t('cash.no_withdrawals_desc')}
        action={
          <Button color="primary" onClick={() => nav.navigate(paths.withdraw)}>
            {t('title.withdraw')}
          </Button>
        }
      />
    ) : null;
  return (
    <Page title={t('title.withdraw_list')} className="cash-page">
      <BalanceStrip />
      <PagedList list={list} empty={empty} className="cash-records" noMore={t('cash.no_more')}>
        {records.map((r) => (
          <div key={r.id}>
            <RecordCard
              title={r.destination}
              amount={`${formatNumber(r.amount)} ${unitOf(r.asset)}`}
              status={r.status}
              reason={r.reason}
              createdAt={r.created_at}
              details={[
                [t('cash.fee'), `${formatNumber(r.fee)} ${unitOf(r.asset)}`],
                [t('cash.actual'), `${formatNumber(r.actual)} ${unitOf(r.asset)}`],
              ]}
            />
          </div>
        ))}
      </PagedList>
    </Page>
  );
}
