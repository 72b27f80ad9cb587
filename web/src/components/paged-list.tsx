import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failedQuery, QueryFailed } from './load-failed.tsx';

/** What a paged list needs of its query (`usePagedQuery`'s result). */
export interface PagedQuery {
  hasNextPage: boolean;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  data?: unknown;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/**
 * Every scrolling list of the app (orders, Earn orders, records, financial records): pull to refresh,
 * the next page as the end comes into view, or the empty state (`empty` when it is not null). A first page
 * that failed shows the failure, never the empty state or "No more records".
 */
export function PagedList(props: {
  list: PagedQuery;
  empty: ReactNode | null;
  className: string;
  status?: string;
  noMore?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const failed = failedQuery(props.list);
  const more = !failed && (props.list.hasNextPage || props.list.isPending);
  return (
    <PullToRefresh
      onRefresh={async () => void (await props.list.refetch())}
      threshold={45}
      pullingText={t('common.pull')}
      canReleaseText={t('common.release')}
      refreshingText={t('common.refreshing')}
      completeText={t('common.refreshed')}
    >
      <div className={props.className} data-status={props.status}>
        {failed ? (
          <QueryFailed query={failed} />
        ) : (
          (props.empty ?? (
            <>
              {props.children}
              <InfiniteScroll
                hasMore={more}
                threshold={50}
                loadMore={async () => void (await props.list.fetchNextPage())}
              >
                {more ? t('common.loading') : (props.noMore ?? t('common.no_more'))}
              </InfiniteScroll>
            </>
          ))
        )}
      </div>
    </PullToRefresh>
  );
}
