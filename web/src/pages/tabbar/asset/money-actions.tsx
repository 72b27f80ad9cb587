import { BillOutline, HandPayCircleOutline, ReceivePaymentOutline, SendOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { nav } from '../../../lib/navigation.ts';

const actions = [
  { key: 'recharge', path: paths.recharge, icon: <ReceivePaymentOutline /> },
  { key: 'withdraw', path: paths.withdraw, icon: <SendOutline /> },
  { key: 'exchange', path: paths.exchange, icon: <HandPayCircleOutline /> },
  { key: 'records', path: paths.mark, icon: <BillOutline /> },
] as const;

/** The Asset tab's money actions: recharge, withdraw, exchange and the records. */
export function MoneyActions() {
  const { t } = useTranslation();
  return (
    <nav className="money-actions" aria-label={t('money.actions')}>
      {actions.map((a) => (
        <button key={a.key} type="button" data-action={a.key} onClick={() => nav.navigate(a.path)}>
          <span className="money-action-icon">{a.icon}</span>
          <span>{t(`money.${a.key}`)}</span>
        </button>
      ))}
    </nav>
  );
}
