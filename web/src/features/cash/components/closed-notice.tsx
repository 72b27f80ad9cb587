import { Button } from 'antd-mobile';
import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/blocks.tsx';

/** Recharge or withdraw switched off by the administrator: the spec's close tip and a way to service. */
export function ClosedNotice(props: { tip: 'recharge_closed' | 'withdraw_closed'; onContact: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="cash-closed" data-testid="cash-closed">
      <EmptyState
        icon={<ExclamationCircleOutline />}
        title={t(props.tip)}
        body={t('cash.closed_body')}
        action={
          <Button color="primary" onClick={props.onContact}>
            {t('cash.contact_service')}
          </Button>
        }
      />
    </div>
  );
}
