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

/** Recharge records, newest first; a decision arrives over the socket and updates its row in place. */
export default function RechargeListPage() {
  const { t } = useTranslation();
  const list = useRecordList(api.user.rechargeList);
  useReviewSync();
  const records = list.data?.pages.flatMap((p) => p.list) ?? [];
  const empty =
    list.isSuccess && records.length === 0 ? (
      <EmptyState
        icon={<FileOutline />}
        title={t('cash.no_recharges')}
        body={t('cash.no_recharges_desc')}
        action={
          <Button color="primary" onClick={() => nav.navigate(paths.recharge)}>
            {t('title.recharge')}
          </Button>
        }
      />
    ) : null;
  return (
    <Page title={t('title.recharge_list')} className="cash-page">
      <BalanceStrip />
      <PagedList list={list} empty={empty} className="cash-records" noMore={t('cash.no_more')}>
        {records.map((r) => (
          <div key={r.id}>
            <RecordCard
              title={r.method === 'usdt' ? 'USDT' : t('cash.tab_bank')}
              amount={`${formatNumber(r.amount)} ${r.asset === 'usdt' ? 'USDT' : 'CNY'}`}
              status={r.status}
              reason={r.reason}
              createdAt={r.created_at}
              details={r.transfer_name ? [[t('cash.transfer_name'), r.transfer_name]] : []}
            />
          </div>
        ))}
      </PagedList>
    </Page>
  );
}
