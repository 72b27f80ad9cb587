import type { RealnameView } from '@app/contracts';
import { CheckCircleFill, ClockCircleFill, CloseCircleFill, UserContactOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';

const icons = [UserContactOutline, ClockCircleFill, CheckCircleFill, CloseCircleFill] as const;
const tones = ['idle', 'review', 'approved', 'declined'] as const;

/** The verification state at the top of the form: what it means, and for a decline, why. */
export function StatusCard({ view }: { view: RealnameView }) {
  const { t } = useTranslation();
  const Icon = icons[view.status] ?? UserContactOutline;
  const status = view.status as 0 | 1 | 2 | 3;
  return (
    <section className={`kyc-status kyc-${tones[status]}`} data-testid="kyc-status" data-status={status}>
      <Icon className="kyc-status-icon" aria-hidden="true" />
      <div>
        <strong>{t(`kyc.status_${status}`)}</strong>
        {status === 1 ? <p>{t('kyc.review_hint')}</p> : null}
        {status === 2 ? <p>{t('kyc.approved_hint')}</p> : null}
        {status === 3 ? (
          <>
            <p className="kyc-reason">{t('kyc.declined_reason', { reason: view.reason ?? '' })}</p>
            <p>{t('kyc.declined_hint')}</p>
          </>
        ) : null}
        {view.submitted_at && status !== 0 ? (
          <small>{t('kyc.submitted_at', { time: formatDate(view.submitted_at) })}</small>
        ) : null}
      </div>
    </section>
  );
}
