import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/blocks.tsx';

/** A record list: pull to refresh, infinite scroll, and an empty state with a call to action. */
export function RecordList<R extends { id: number }>(props: {
  records: R[];
  loaded: boolean;
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
  refresh: () => Promise<unknown>;
  render: (record: R) => ReactNode;
  empty: { title: string; body: string; action?: ReactNode };
}) {
  const { t } = useTranslation();
  const empty = props.loaded && props.records.length === 0;
  return (
    <PullToRefresh onRefresh={async () => void (await props.refresh())} threshold={45}>
      <div className="cash-records">
        {empty ? (
          <EmptyState
            icon={<FileOutline />}
            title={props.empty.title}
            body={props.empty.body}
            action={props.empty.action}
          />
        ) : (
          props.records.map((r) => <div key={r.id}>{props.render(r)}</div>)
        )}
        {empty ? null : (
          <InfiniteScroll
            hasMore={props.hasMore}
            threshold={50}
            loadMore={async () => void (await props.loadMore())}
          >
            {props.hasMore ? t('common.loading') : t('cash.no_more')}
          </InfiniteScroll>
        )}
      </div>
    </PullToRefresh>
  );
}
