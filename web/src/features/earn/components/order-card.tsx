import type { EarnOrder } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Row, StatusTag, usdt } from './parts.tsx';

/** One of my orders in a list: product, status, principal, daily income, earned, days held. */
export function OrderCard(props: { order: EarnOrder; onOpen: () => void }) {
  const { t } = useTranslation();
  const o = props.order;
  return (
    <button type="button" className="earn-card earn-order-card" data-order={o.id} onClick={props.onOpen}>
      <div className="earn-product-head">
        <strong>{o.product.name}</strong>
        <StatusTag status={o.status} />
      </div>
      <div className="earn-rows">
        <Row label={t('earn.principal')}>{usdt(o.principal)}</Row>
        <Row label={t('earn.daily_income')}>{usdt(o.daily_income)}</Row>
        <Row label={t('earn.earned')} strong>
          {usdt(o.earned)}
        </Row>
        <Row label={t('earn.holding_days')}>
          {o.holding_days} / {o.product.cycle_days}
        </Row>
      </div>
    </button>
  );
}
