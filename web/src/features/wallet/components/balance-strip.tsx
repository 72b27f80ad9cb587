import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { useBalance } from '../api.ts';

/** Available USDT and CNY, kept current by the `balance` pushes. */
export function BalanceStrip() {
  const { t } = useTranslation();
  const balance = useBalance();
  return (
    <section className="cash-balance" data-testid="cash-balance">
      <div>
        <span className="cash-label">{t('cash.available_usdt')}</span>
        <strong data-testid="balance-usdt">
          {balance.data ? formatNumber(balance.data.usdt.available) : '--'}
        </strong>
      </div>
      <div>
        <span className="cash-label">{t('cash.available_cny')}</span>
        <strong data-testid="balance-money">
          {balance.data ? formatNumber(balance.data.money.available) : '--'}
        </strong>
      </div>
    </section>
  );
}
