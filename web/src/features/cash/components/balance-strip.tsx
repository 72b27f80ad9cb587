import { useTranslation } from 'react-i18next';
import { useBalance } from '../../../lib/balance.ts';
import { formatMoney } from '../../../lib/format.ts';

/** Available USDT and CNY, kept current by the `balance` pushes. */
export function BalanceStrip() {
  const { t } = useTranslation();
  const balance = useBalance();
  return (
    <section className="cash-balance" data-testid="cash-balance">
      <div>
        <span className="cash-label">{t('cash.available_usdt')}</span>
        <strong data-testid="balance-usdt">
          {balance.data ? formatMoney(balance.data.usdt.available, 'usdt') : '--'}
        </strong>
      </div>
      <div>
        <span className="cash-label">{t('cash.available_cny')}</span>
        <strong data-testid="balance-money">
          {balance.data ? formatMoney(balance.data.money.available, 'money') : '--'}
        </strong>
      </div>
    </section>
  );
}
