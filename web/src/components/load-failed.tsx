import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../lib/request-parts.ts';
import { LineIcon } from './line-icon.tsx';

/**
 * What a failed load says: the request layer's message (network down, timeout) or the server's own (the
 * translated maintenance text of a 503); anything else is spec section 8's "Loading failed".
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof RequestError && error.message ? error.message : fallback;
}

/**
 * The one failure state of the app, for a page, a chunk or a widget: an icon, a title, what went wrong and
 * a styled retry. Never an empty state: "No records" would claim the account is empty.
 */
export function LoadFailed(props: {
  onRetry: () => void;
  message?: string | undefined;
  /** The retry's label (default "Retry"). */
  action?: string;
  /** A line under the retry (the next automatic try of a chunk). */
  note?: string | null;
  busy?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={props.compact ? 'load-failed compact' : 'load-failed'} role="alert">
      {props.compact ? null : (
        <div className="load-failed-icon">
          <LineIcon>
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7.5v5.5M12 16.5v.01" />
          </LineIcon>
        </div>
      )}
      {props.compact ? null : <h2>{t('failure.title')}</h2>}
      {props.message ? <p className="load-failed-message">{props.message}</p> : null}
      <button
        type="button"
        className="load-failed-button"
        disabled={props.busy}
        aria-busy={props.busy}
        onClick={props.onRetry}
      >
        {props.action ?? t('common.retry')}
      </button>
      {props.note ? <small className="load-failed-note">{props.note}</small> : null}
    </section>
  );
}

/** What `QueryFailed` needs of a TanStack query. */
export interface FailedQuery {
  error: unknown;
  isError: boolean;
  isFetching: boolean;
  data?: unknown;
  refetch: () => unknown;
}

/** The first of `queries` that failed with nothing to show (one with data keeps showing it), or none. */
export const failedQuery = (...queries: FailedQuery[]): FailedQuery | undefined =>
  queries.find((q) => q.isError && q.data === undefined);

/**
 * A query that failed with nothing to show: its message and a retry. The retry reads it again, and every
 * other query on screen that failed too (under maintenance they all did; one tap should do).
 */
export function QueryFailed({ query, compact }: { query: FailedQuery; compact?: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const retry = () => {
    void query.refetch();
    void client.refetchQueries({ type: 'active', predicate: (q) => q.state.status === 'error' });
  };
  return (
    <LoadFailed
      message={failureMessage(query.error, t('loading_failed'))}
      busy={query.isFetching}
      onRetry={retry}
      {...(compact ? { compact } : {})}
    />
  );
}
