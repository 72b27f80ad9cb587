import type { EarnOrderStatus, EarnProduct } from '@app/contracts';
import { Button, Popup } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatLimit } from '../../../lib/format.ts';
import { aprOf, showPercent } from '../earn-math.ts';

/** An amount of USDT as shown everywhere in Earn. */
export const usdt = (value: string | undefined) => (value === undefined ? '--' : formatAmount(value, 'usdt'));

/** One labelled value of a list of rows. */
export function Row(props: { label: ReactNode; children: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className="earn-row">
      <span>{props.label}</span>
      <span className={props.strong ? 'earn-row-strong' : undefined} data-testid={props.testId}>
        {props.children}
      </span>
    </div>
  );
}

const statusKey = {
  hosting: 'earn.status_hosting',
  settled: 'earn.status_settled',
  cancelled: 'earn.status_cancelled',
} as const;

/** Hosting, Settled, or Cancelled shown as "Redeemed". */
export function StatusTag({ status }: { status: EarnOrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`earn-status earn-status-${status}`} data-status={status}>
      {t(statusKey[status])}
    </span>
  );
}

/** When interest is paid: a time of day, or on a demo server with shorter days, how long a day lasts. */
function dividendText(product: EarnProduct, t: ReturnType<typeof useTranslation>['t']) {
  return product.day_seconds === 86_400
    ? t('earn.dividend_at', { time: product.dividend_time })
    : t('earn.dividend_every', { count: product.day_seconds });
}

/** The product's terms with the spec's labels, the cycle's total and the APR beside the daily rate. */
export function Terms({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  return (
    <div className="earn-card earn-rows" data-testid="earn-terms">
      <Row label={t('earn.daily_rate')} strong>
        {showPercent(product.daily_rate)}
      </Row>
      <Row label={t('earn.apr')} testId="earn-apr">
        {showPercent(aprOf(product.daily_rate))}
      </Row>
      <Row label={t('earn.cycle_total', { count: product.cycle_days })} testId="earn-cycle-total">
        {showPercent(product.rate)}
      </Row>
      <Row label={t('earn.cycle')}>{t('earn.days', { count: product.cycle_days })}</Row>
      <Row label={t('earn.single_limit')}>
        {t('earn.limit_range', {
          min: formatLimit(product.min, 'usdt'),
          max: formatLimit(product.max, 'usdt'),
        })}
      </Row>
      <Row label={t('earn.dividend_time')} testId="earn-dividend">
        {dividendText(product, t)}
      </Row>
      <Row label={t('earn.custodian')}>{product.custodian}</Row>
      <Row label={t('earn.breach_rate')}>{showPercent(product.breach_rate)}</Row>
      <p className="earn-note">{t('earn.apr_note')}</p>
    </div>
  );
}

/** What can go wrong, said before the amount is asked for. */
export function RiskNote({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  return (
    <aside className="earn-card earn-risk" aria-label={t('earn.risk_title')}>
      <strong>{t('earn.risk_title')}</strong>
      <p>{t('earn.risk_note', { count: product.cycle_days, penalty: showPercent(product.breach_rate) })}</p>
    </aside>
  );
}

/** A bottom sheet asking to confirm what it shows. */
export function ConfirmSheet(props: {
  visible: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmText: ReactNode;
  danger?: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} bodyClassName="sheet">
      <div className="earn-sheet" data-testid="earn-sheet">
        <div className="sheet-handle" />
        <h3>{props.title}</h3>
        {props.children}
        <div className="earn-sheet-actions">
          <Button block size="large" onClick={props.onClose} disabled={props.pending}>
            {t('cancel')}
          </Button>
          <Button
            block
            size="large"
            color={props.danger ? 'danger' : 'primary'}
            loading={props.pending}
            disabled={props.pending}
            onClick={props.onConfirm}
            data-testid="earn-confirm"
          >
            {props.confirmText}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
