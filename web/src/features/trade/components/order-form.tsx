import type { Order } from '@app/contracts';
import { Button, Input } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { formatAmount, formatLimit, formatRatio } from '../../../lib/format.ts';
import { PRESETS, presetAmount } from '../amount-presets.ts';
import type { Product } from '../api.ts';
import { estimate, validateOrder } from '../order-math.ts';
import { Signed } from './order-parts.tsx';

export interface OrderFormProps {
  product: Product;
  direction: Order['direction'];
  available: string | undefined;
  pending: boolean;
  /** The last order's period and stake, offered again. */
  initial?: { seconds?: number; amount?: string };
  onSubmit: (order: { seconds: number; amount: string }) => void;
}

function PeriodGrid(props: { product: Product; value: number | undefined; onChange: (s: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className="period-grid">
      {props.product.periods.map((p) => (
        <button
          key={p.seconds}
          type="button"
          aria-pressed={p.seconds === props.value}
          data-seconds={p.seconds}
          className={`period${p.seconds === props.value ? ' active' : ''}`}
          onClick={() => props.onChange(p.seconds)}
        >
          <strong>{t('trade.seconds', { count: p.seconds })}</strong>
          {/* The ratio alone, as on the Trade screen: its name beside it overflowed four chips in Thai. */}
          <span title={t('trade.payout_ratio')}>+{formatRatio(p.profit_ratio)}</span>
        </button>
      ))}
    </div>
  );
}

/** Expiration, quantity, what it may pay, and confirm: checked here with the spec's messages first. */
export function OrderForm(props: OrderFormProps) {
  const { t } = useTranslation();
  const remembered = props.product.periods.find((p) => p.seconds === props.initial?.seconds);
  const [seconds, setSeconds] = useState((remembered ?? props.product.periods[0])?.seconds);
  const [amount, setAmount] = useState(props.initial?.amount ?? '');
  const period = props.product.periods.find((p) => p.seconds === seconds);
  const est = estimate(amount, period?.profit_ratio ?? '0');
  const submit = () => {
    const problem = validateOrder({ amount, period, available: props.available });
    if (problem) return void toast('params' in problem ? t(problem.key, problem.params) : t(problem.key));
    if (period) props.onSubmit({ seconds: period.seconds, amount: amount.trim() });
  };
  return (
    <form
      className="order-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h3 className="form-label">{t('trade.expiration')}</h3>
      <PeriodGrid product={props.product} value={seconds} onChange={setSeconds} />
      <h3 className="form-label">{t('trade.quantity')}</h3>
      <div className="field amount-field">
        <Input
          name="amount"
          className="field-input"
          value={amount}
          onChange={(v) => setAmount(v.replace(/[^\d.]/g, ''))}
          inputMode="decimal"
          placeholder={
            period
              ? t('trade.range_hint', {
                  min: formatLimit(period.min, 'usdt'),
                  max: formatLimit(period.max, 'usdt'),
                })
              : ''
          }
          clearable
        />
        <span className="field-unit">USDT</span>
      </div>
      <div className="preset-chips">
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className="preset-chip"
            data-preset={p}
            disabled={!period}
            onClick={() => period && setAmount(presetAmount(p, period, props.available))}
          >
            {p === 100 ? t('order_dialog.max') : `${p}%`}
          </button>
        ))}
      </div>
      <div className="available-row">
        <span>{t('trade.available')}</span>
        <strong data-testid="available">
          {props.available === undefined ? '--' : formatAmount(props.available, 'usdt')}
        </strong>
      </div>
      <div className="estimate-card" data-testid="estimate">
        <div>
          <span>{t('trade.if_win')}</span>
          <Signed value={est.profit} suffix="USDT" />
        </div>
        <div>
          <span>{t('trade.payout')}</span>
          <strong>{formatAmount(est.payout, 'usdt')}</strong>
        </div>
        <div>
          <span>{t('trade.if_lose')}</span>
          <Signed value={est.loss} suffix="USDT" />
        </div>
        <p>{t('trade.estimate_note')}</p>
      </div>
      <Button
        block
        size="large"
        type="submit"
        loading={props.pending}
        disabled={props.pending}
        className={props.direction === 'up' ? 'buy-up' : 'buy-down'}
      >
        {t('trade.confirm')}
      </Button>
    </form>
  );
}
