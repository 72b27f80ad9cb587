import { api } from '@app/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Page } from '../../../components/page.tsx';
import { useRecordList, useReviewSync } from '../../../features/wallet/cash-api.ts';
import { BalanceStrip } from '../../../features/wallet/components/balance-strip.tsx';
import { RecordCard } from '../../../features/wallet/components/record-card.tsx';
import { RecordList } from '../../../features/wallet/components/record-list.tsx';
import '../../../features/wallet/cash.css';
import { formatNumber } from '../../../lib/format.ts';
import { nav } from '../../../lib/navigation.ts';

/** Withdraw records with fee and actual arrival; a decision arrives over the socket. */
export default function WithdrawListPage() {
  const { t } = useTranslation();
  const list = useRecordList(api.user.withdrawList);
  useReviewSync();
  const records = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page title={t('title.withdraw_list')} className="cash-page">
      <BalanceStrip />
      <RecordList
        records={records}
        loaded={list.isSuccess}
        hasMore={list.hasNextPage || list.isPending}
        loadMore={() => list.fetchNextPage()}
        refresh={() => list.refetch()}
        empty={{
          title: t('cash.no_withdrawals'),
          body: t('cash.no_withdrawals_desc'),
          action: (
            <Button color="primary" onClick={() => nav.navigate(paths.withdraw)}>
              {t('title.withdraw')}
            </Button>
          ),
        }}
        render={(r) => {
          const unit = r.asset === 'usdt' ? 'USDT' : 'CNY';
          return (
            <RecordCard
              title={r.destination}
              amount={`${formatNumber(r.amount)} ${unit}`}
              status={r.status}
              reason={r.reason}
              createdAt={r.created_at}
              details={[
                [t('cash.fee'), `${formatNumber(r.fee)} ${unit}`],
                [t('cash.actual'), `${formatNumber(r.actual)} ${unit}`],
              ]}
            />
          );
        }}
      />
    </Page>
  );
}
