import { useTranslation } from 'react-i18next';
import { failedQuery, QueryFailed } from '../../../components/load-failed.tsx';
import { useEarnSummary } from '../api.ts';
import { usdt } from './parts.tsx';

/** My holdings: principal hosting, interest earned in total, and how many orders are hosting (or why not). */
export function SummaryCard(props: { onOrders: () => void }) {
  const { t } = useTranslation();
  const query = useEarnSummary();
  const failed = failedQuery(query);
  if (failed) return <QueryFailed query={failed} compact />;
  const summary = query.data;
  return (
    <section className="earn-summary" data-testid="earn-summary">
      <div className="earn-summary-top">
        <span>{t('earn.my_holdings')}</span>
        <button type="button" onClick={props.onOrders}>
          {t('earn.my_orders')} ›
        </button>
      </div>
      <div className="earn-summary-main" data-testid="summary-principal">
        {usdt(summary?.principal)}
      </div>
      <small>{t('earn.principal')}</small>
      <div className="earn-summary-grid">
        <div>
          <strong data-testid="summary-earned">{usdt(summary?.earned)}</strong>
          <small>{t('earn.total_earned')}</small>
        </div>
        <div>
          <strong data-testid="summary-hosting">{summary?.hosting ?? '--'}</strong>
          <small>{t('earn.hosting_count')}</small>
        </div>
      </div>
    </section>
  );
}
