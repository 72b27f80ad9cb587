import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { ReviewTag } from './review-tag.tsx';

/** One recharge or withdrawal: title, amount, status in colour, details, and the reason when declined. */
export function RecordCard(props: {
  title: ReactNode;
  amount: string;
  status: number;
  reason: string | null;
  createdAt: number;
  details?: Array<[label: string, value: ReactNode]>;
}) {
  const { t } = useTranslation();
  return (
    <article className="cash-record" data-status={props.status}>
      <header>
        <span className="cash-record-title">{props.title}</span>
        <ReviewTag status={props.status} />
      </header>
      <div className="cash-record-amount">{props.amount}</div>
      <dl>
        {props.details?.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('cash.time')}</dt>
          <dd>{formatDate(props.createdAt)}</dd>
        </div>
      </dl>
      {props.status === 2 && props.reason ? (
        <p className="cash-record-reason">{t('cash.reason', { reason: props.reason })}</p>
      ) : null}
    </article>
  );
}
