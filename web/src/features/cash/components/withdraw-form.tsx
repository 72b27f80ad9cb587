import { assetScale, assets } from '@app/contracts';
import { Button, List, Selector, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QueryFailed } from '../../../components/load-failed.tsx';
import { formatLimit, formatMoney } from '../../../lib/format.ts';
import { plainAmount } from '../../../lib/totals.ts';
import { type Missing, useWithdrawForm } from '../use-withdraw-form.ts';
import { AmountInput } from './amount-input.tsx';
import { ClosedNotice } from './closed-notice.tsx';
import { PinPad } from './pin-pad.tsx';
import { WithdrawChecks } from './withdraw-checks.tsx';
import { WithdrawRequirement } from './withdraw-requirement.tsx';

/** Withdraw to the bound card (CNY) or address (USDT): fee and actual arrival as the user types. */
export function WithdrawForm(props: {
  onSubmitted: () => void;
  onContact: () => void;
  onGo: (missing: Missing) => void;
}) {
  const { t } = useTranslation();
  const form = useWithdrawForm(props.onSubmitted);
  const { rules, asset, quote, card } = form;
  if (form.failed) return <QueryFailed query={form.failed} />;
  if (form.loading || !rules) return <Skeleton.Paragraph lineCount={6} animated />;
  if (!rules.open) return <ClosedNotice tip="withdraw_closed" onContact={props.onContact} />;
  const unit = t(`money.asset_${asset}`);
  const shown = (value: string | undefined) => (value ? `${formatMoney(value, asset)} ${unit}` : '--');
  return (
    <div className="cash-panel">
      <Selector
        className="cash-asset"
        columns={2}
        value={[asset]}
        onChange={(v) => v[0] && form.setAsset(v[0])}
        options={assets.map((value) => ({ label: t(`money.asset_${value}`), value }))}
      />
      {form.missing ? (
        <WithdrawRequirement missing={form.missing} onGo={props.onGo} />
      ) : (
        <>
          <section className="cash-card">
            <span className="cash-label">{t('cash.to')}</span>
            <span className="cash-value" data-testid="withdraw-destination">
              {asset === 'usdt'
                ? `${card?.usdt_network ?? ''} ${card?.usdt_address ?? ''}`
                : `${card?.bank_name ?? ''} ${card?.card_number ?? ''}`}
            </span>
          </section>
          <List className="cash-form">
            <List.Item
              title={<label htmlFor="withdraw-amount">{t('cash.amount')}</label>}
              extra={
                <Button
                  size="mini"
                  color="primary"
                  fill="none"
                  onClick={() => {
                    if (form.available) form.setAmount(plainAmount(form.available));
                  }}
                >
                  {t('cash.max')}
                </Button>
              }
            >
              <AmountInput
                value={form.amount}
                onChange={form.setAmount}
                decimals={assetScale[asset]}
                placeholder={t('cash.range', {
                  min: formatLimit(rules.min, asset),
                  max: formatLimit(rules.max, asset),
                })}
                id="withdraw-amount"
                testId="withdraw-amount"
              />
            </List.Item>
            <List.Item extra={<span data-testid="withdraw-fee">{shown(quote?.fee)}</span>}>
              {t('cash.fee_rate', { fee: rules.fee })}
            </List.Item>
            <List.Item extra={<strong data-testid="withdraw-actual">{shown(quote?.actual)}</strong>}>
              {t('cash.actual')}
            </List.Item>
          </List>
          <WithdrawChecks form={form} />
          <Button block color="primary" size="large" onClick={form.open}>
            {t('title.withdraw')}
          </Button>
          <PinPad
            visible={form.pin.open}
            title={t('cash.pay_password')}
            summary={
              quote ? (
                <p className="cash-pin-summary">
                  {t('cash.pin_summary', {
                    amount: formatMoney(form.amount, asset),
                    fee: formatMoney(quote.fee, asset),
                    actual: formatMoney(quote.actual, asset),
                    unit,
                  })}
                </p>
              ) : null
            }
            error={form.pin.error}
            onClose={form.pin.close}
            onFill={(pin) => void form.pin.fill(pin)}
          />
        </>
      )}
    </div>
  );
}
