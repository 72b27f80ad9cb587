import type { ReactNode } from 'react';
import { PagedList, type PagedQuery } from '../../../components/paged-list.tsx';
import { RecordsEmpty } from './records-empty.tsx';

type Empty = { title: string; body: string; action?: string; onAction?: () => void };

/**
 * A list of money records a page at a time (`usePagedQuery`): one row per record, or, once the first page
 * came back empty, what is missing and the action that starts one.
 */
export function MoneyRecords<R extends { id: number | string }>(props: {
  list: PagedQuery & { data?: { pages: Array<{ list: R[] }> }; isSuccess: boolean };
  empty: Empty;
  row: (record: R) => ReactNode;
}) {
  const records = props.list.data?.pages.flatMap((p) => p.list) ?? [];
  const empty = props.list.isSuccess && records.length === 0 ? <RecordsEmpty {...props.empty} /> : null;
  return (
    <PagedList list={props.list} empty={empty} className="money-records">
      <ul className="money-list">{records.map(props.row)}</ul>
    </PagedList>
  );
}
