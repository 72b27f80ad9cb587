import type { EarnOrder, EarnProduct } from '@app/contracts';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../../lib/feedback.ts';
import { formatLimit } from '../../../lib/format.ts';
import { useOnceSubmit } from '../../../lib/use-once-submit.ts';
import { useEarnBuy } from '../api.ts';
import {
  incomeEstimate,
  maxSubscription,
  penaltyFor,
  showPercent,
  validateSubscription,
} from '../earn-math.ts';
import { ConfirmSheet, Row, usdt } from './parts.tsx';

/**
 * Amount (with Max), the live estimate of daily and total income by the contracts' formulas, then a
 * confirm sheet with what will be locked and what an early redemption would cost.
 */
export function SubscribeForm(props: {
  product: EarnProduct;
  available: string | undefined;
  onDone: (order: EarnOrder) => void;
}) {
  const { t } = useTranslation();
  const { product } = props;
  const [amount, setAmount] = useState('');
  const [confirming, setConfirming] = useState(false);
  const buy = useEarnBuy();
  const { submit: run, pending } = useOnceSubmit(buy.mutateAsync);
  const est = incomeEstimate(amount, product);
  const open = () => {
    const problem = validateSubscription(amount, product, props.available);
    if (problem) return void toast('params' in problem ? t(problem.key, problem.params) : t(problem.key));
    setConfirming(true);
  };
  const confirm = async () => {
    try {
      const order = await run({ id: product.id, amount: amount.trim() });
      if (!order) return;
      setConfirming(false);
      void toast(t('earn.subscribed'), undefined, { acrossNavigation: true });
      props.onDone(order);
    } catch (error) {
      setConfirming(false);
      toastError(error, t('earn.failed'));
    }
  };
  const penalty = penaltyFor(amount, product);
  return (
    <form
      className="earn-card earn-form"
      onSubmit={(e) => {
        e.preventDefault();
        open();
      }}
    >
      <h3 className="form-label">{t('earn.amount')}</h3>
      <div className="field amount-field">
        <Input
          name="amount"
          aria-label={t('earn.amount')}
          className="field-input"
          value={amount}
          onChange={(v) => setAmount(v.replace(/[^\d.]/g, ''))}
          inputMode="decimal"
          placeholder={t('earn.limit_range', {
            min: formatLimit(product.min, 'usdt'),
            max: formatLimit(product.max, 'usdt'),
          })}
        />
        <span className="field-unit">USDT</span>
        <button
          type="button"
          className="earn-max"
          onClick={() => setAmount(maxSubscription(props.available, product))}
        >
          {t('earn.max')}
        </button>
      </div>
      <div className="earn-available">
        <span>{t('earn.available')}</span>
        <strong data-testid="available">{usdt(props.available)}</strong>
      </div>
      <div className="earn-estimate" data-testid="earn-estimate">
        <Row label={t('earn.est_daily')} testId="est-daily" strong>
          {usdt(est.daily)}
        </Row>
        <Row label={t('earn.est_total', { count: product.cycle_days })} testId="est-total" strong>
          {usdt(est.total)}
        </Row>
        <p>{t('earn.estimate_note')}</p>
      </div>
      <Button block size="large" color="primary" type="submit" disabled={!product.open}>
        {product.open ? t('earn.subscribe') : t('earn.closed')}
      </Button>
      <ConfirmSheet
        visible={confirming}
        title={t('earn.confirm_title')}
        confirmText={t('earn.confirm')}
        pending={pending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      >
        <div className="earn-rows">
          <Row label={product.name}>{t('earn.days', { count: product.cycle_days })}</Row>
          <Row label={t('earn.amount')} strong testId="confirm-amount">
            {usdt(amount || '0')}
          </Row>
          <Row label={t('earn.est_daily')}>{usdt(est.daily)}</Row>
          <Row label={t('earn.est_total', { count: product.cycle_days })}>{usdt(est.total)}</Row>
          <Row label={t('earn.breach_rate')}>
            {showPercent(product.breach_rate)} · {usdt(penalty.penalty)}
          </Row>
        </div>
        <p className="earn-note">{t('earn.locked_note')}</p>
      </ConfirmSheet>
    </form>
  );
}
