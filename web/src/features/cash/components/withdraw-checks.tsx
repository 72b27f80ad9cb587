import type { WithdrawRefusal } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatLimit, formatMoney } from '../../../lib/format.ts';
import { translate } from '../../../lib/i18n.ts';
import type { WithdrawForm } from '../use-withdraw-form.ts';

type Check = 'range' | 'left' | 'window' | 'balance';

/** Which rule on the list a refusal is about (the keys are contracts' `withdrawRefusal` answers). */
const checkOf: Partial<Record<WithdrawRefusal['key'], Check>> = {
  invalid_amount: 'range',
  amount_range: 'range',
  amount_below_fee: 'range',
  withdraw_day_limit: 'left',
  withdraw_hours: 'window',
  insufficient_balance: 'balance',
};

/**
 * Every rule the server checks, shown before the fund password is asked: the one the withdrawal fails
 * marked, and its refusal in the server's words.
 */
export function WithdrawChecks({ form }: { form: WithdrawForm }) {
  const { t } = useTranslation();
  const { rules, asset, refusal } = form;
  if (!rules) return null;
  const failing = refusal ? checkOf[refusal.key] : undefined;
  const unit = t(`money.asset_${asset}`);
  const items: Array<[Check, string]> = [
    [
      'range',
      t('cash.range', {
        min: formatLimit(rules.min, asset),
        max: `${formatLimit(rules.max, asset)} ${unit}`,
      }),
    ],
    ['left', t('cash.left_today', { left: form.left, limit: rules.day_limit })],
    ['window', t('cash.window', { start: rules.start_time, end: rules.end_time, zone: rules.time_zone })],
    ['balance', t('cash.available', { amount: formatMoney(form.available ?? '0', asset), unit })],
  ];
  return (
    <>
      <ul className="cash-rules" aria-label={t('cash.checks')}>
        {items.map(([check, text]) => (
          <li key={check} data-testid={`withdraw-${check}`} data-failing={check === failing}>
            <span aria-hidden="true">{check === failing ? '✕' : '✓'}</span> {text}
          </li>
        ))}
      </ul>
      {refusal ? (
        <p className="cash-refusal" role="alert" data-testid="withdraw-refusal">
          {translate(refusal.key, refusal.params)}
        </p>
      ) : null}
    </>
  );
}
