import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Paged {
  hasNextPage: boolean;
  isPending: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** A record list: pull to refresh, the next page as the end comes into view, or the empty state. */
export function PagedList(props: { list: Paged; empty: ReactNode | null; children: ReactNode }) {
  const { t } = useTranslation();
  const more = props.list.hasNextPage || props.list.isPending;
  return (
    <PullToRefresh
      onRefresh={async () => void (await props.list.refetch())}
      threshold={45}
      pullingText={t('trade.pull')}
      canReleaseText={t('trade.release')}
      refreshingText={t('trade.refreshing')}
      completeText={t('trade.refreshed')}
    >
      {props.empty ?? (
        <>
          <ul className="money-list">{props.children}</ul>
          <InfiniteScroll
            hasMore={more}
            threshold={50}
            loadMore={async () => void (await props.list.fetchNextPage())}
          >
            {more ? t('trade.loading') : t('money.no_more')}
          </InfiniteScroll>
        </>
      )}
    </PullToRefresh>
  );
}
