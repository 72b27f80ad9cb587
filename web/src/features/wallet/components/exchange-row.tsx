import type { ExchangeRecord } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDisplay, formatMoney } from '../../../lib/format.ts';

/** One exchange: what was sold and received, at which rate, with its fee. */
export function ExchangeRow({ record }: { record: ExchangeRecord }) {
  const { t } = useTranslation();
  const from = t(`money.asset_${record.from}`);
  const to = t(`money.asset_${record.to}`);
  return (
    <li className="exchange-row" data-id={record.id}>
      <div className="ledger-main">
        <span className="ledger-kind">
          {from} → {to}
        </span>
        <time>{formatDate(record.created_at)}</time>
      </div>
      <dl>
        <dt>{t('money.paid')}</dt>
        <dd className="money-out">
          -{formatMoney(record.amount, record.from)} {from}
        </dd>
        <dt>{t('money.received')}</dt>
        <dd className="money-in">
          +{formatMoney(record.received, record.to)} {to}
        </dd>
        <dt>{t('money.rate')}</dt>
        <dd>{`1 ${from} = ${record.rate} ${to}`}</dd>
        <dt>{t('money.fee')}</dt>
        <dd>
          {formatDisplay(record.fee, 'fee', record.from)} {from}
        </dd>
      </dl>
    </li>
  );
}
