import type { api, Data } from '@app/contracts';
import { Button } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/blocks.tsx';
import { Page } from '../../../components/page.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { nav } from '../../../lib/navigation.ts';
import { useRecordList } from '../api.ts';
import '../cash.css';
import { BalanceStrip } from './balance-strip.tsx';

type ReviewCall = typeof api.user.rechargeList | typeof api.user.withdrawList;
type RecordOf<E extends ReviewCall> = Data<E>['list'][number];

const texts = {
  recharge: {
    title: 'title.recharge_list',
    empty: 'cash.no_recharges',
    emptyBody: 'cash.no_recharges_desc',
    action: 'title.recharge',
  },
  withdraw: {
    title: 'title.withdraw_list',
    empty: 'cash.no_withdrawals',
    emptyBody: 'cash.no_withdrawals_desc',
    action: 'title.withdraw',
  },
} as const;

/**
 * Recharge or withdraw records, newest first, under the balances: a review's decision arrives over the
 * socket and updates its row in place; with none yet, the way to make the first one.
 */
export function ReviewRecords<E extends ReviewCall>(props: {
  call: E;
  kind: keyof typeof texts;
  newPath: string;
  render: (record: RecordOf<E>) => ReactNode;
}) {
  const { t } = useTranslation();
  const list = useRecordList(props.call);
  const pages = (list.data?.pages ?? []) as Array<{ list: Array<RecordOf<E>> }>;
  const records = pages.flatMap((p) => p.list);
  const text = texts[props.kind];
  const empty =
    list.isSuccess && records.length === 0 ? (
      <EmptyState
        icon={<FileOutline />}
        title={t(text.empty)}
        body={t(text.emptyBody)}
        action={
          <Button color="primary" onClick={() => nav.navigate(props.newPath)}>
            {t(text.action)}
          </Button>
        }
      />
    ) : null;
  return (
    <Page title={t(text.title)} className="cash-page">
      <BalanceStrip />
      <PagedList list={list} empty={empty} className="cash-records" noMore={t('cash.no_more')}>
        {records.map((r) => (
          <div key={r.id}>{props.render(r)}</div>
        ))}
      </PagedList>
    </Page>
  );
}
