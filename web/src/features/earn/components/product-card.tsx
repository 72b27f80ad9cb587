import type { EarnProduct } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatLimit } from '../../../lib/format.ts';
import { aprOf, showPercent } from '../earn-math.ts';

/** A product at a glance: daily rate, cycle and limits; the whole card opens it. */
export function ProductCard(props: { product: EarnProduct; onOpen: () => void }) {
  const { t } = useTranslation();
  const p = props.product;
  return (
    <button type="button" className="earn-card earn-product" data-product={p.id} onClick={props.onOpen}>
      <div className="earn-product-head">
        <strong>{p.name}</strong>
        {p.open ? null : <span className="earn-status earn-status-cancelled">{t('earn.closed')}</span>}
      </div>
      <div className="earn-product-body">
        <div>
          <div className="earn-rate">{showPercent(p.daily_rate)}</div>
          <small>{t('earn.daily_rate')}</small>
          <small className="earn-apr">
            {t('earn.apr')} {showPercent(aprOf(p.daily_rate))}
          </small>
        </div>
        <div>
          <div className="earn-cycle">{t('earn.days', { count: p.cycle_days })}</div>
          <small>{t('earn.cycle')}</small>
        </div>
        <span className="earn-go">{t('earn.subscribe')}</span>
      </div>
      <div className="earn-product-foot">
        {t('earn.single_limit')}:{' '}
        {t('earn.limit_range', { min: formatLimit(p.min, 'usdt'), max: formatLimit(p.max, 'usdt') })}
      </div>
    </button>
  );
}
