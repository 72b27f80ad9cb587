import type { Order } from '@app/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog, toast, toastError } from '../../../lib/feedback.ts';
import { formatAmount, formatRatio } from '../../../lib/format.ts';
import { lastOrder, PRESETS, presetAmount, rememberOrder } from '../amount-presets.ts';
import type { Product } from '../api.ts';
import { estimate, validateOrder } from '../order-math.ts';
import { useOrderSubmit } from '../use-order-submit.ts';
import '../quick-order.css';

/**
 * Expiration chips and amount presets on the Trade screen itself, with what a win pays, and the up and down
 * buttons: checked with the spec's messages, confirmed once, then placed (a new order per confirmation).
 */
export function QuickOrder(props: { product: Product; available: string | undefined }) {
  const { t } = useTranslation();
  const { product } = props;
  const [last] = useState(lastOrder);
  const [seconds, setSeconds] = useState(
    (product.periods.find((p) => p.seconds === last?.seconds) ?? product.periods[0])?.seconds,
  );
  const period = product.periods.find((p) => p.seconds === seconds);
  const [amount, setAmount] = useState(last?.amount ?? period?.min ?? '');
  const est = estimate(amount, period?.profit_ratio ?? '0');
  const { submit, pending } = useOrderSubmit(undefined, { keepAfterSuccess: false });
  const place = async (direction: Order['direction']) => {
    const problem = validateOrder({ amount, period, available: props.available });
    if (problem) return void toast('params' in problem ? t(problem.key, problem.params) : t(problem.key));
    if (!period) return;
    const stake = amount.trim();
    const confirmed = await confirmDialog({
      title: t('trade.confirm_title'),
      content: t('trade.confirm_body', {
        symbol: product.name,
        direction: t(direction === 'up' ? 'trade.buy_more' : 'trade.buy_less'),
        seconds: t('trade.seconds', { count: period.seconds }),
        amount: formatAmount(stake, 'usdt'),
        payout: formatAmount(est.payout, 'usdt'),
      }),
      confirmText: t('trade.confirm'),
      cancelText: t('cancel'),
    });
    if (!confirmed) return;
    try {
      const placed = await submit({
        product_id: product.id,
        direction,
        seconds: period.seconds,
        amount: stake,
      });
      if (!placed) return;
      rememberOrder({ symbol: product.symbol, seconds: period.seconds, amount: stake });
      void toast(t('trade.placed'));
    } catch (error) {
      toastError(error, t('trade.failed'));
    }
  };
  return (
    <section className="quick-order" aria-label={t('title.order_dialog')}>
      <h2 className="form-label">{t('trade.expiration')}</h2>
      <div className="period-chips">
        {product.periods.map((p) => (
          <button
            key={p.seconds}
            type="button"
            aria-pressed={p.seconds === seconds}
            data-seconds={p.seconds}
            className={p.seconds === seconds ? 'period-chip active' : 'period-chip'}
            onClick={() => setSeconds(p.seconds)}
          >
            <strong>{t('trade.seconds', { count: p.seconds })}</strong>
            <span>+{formatRatio(p.profit_ratio)}</span>
          </button>
        ))}
      </div>
      <h2 className="form-label">{t('trade.quantity')}</h2>
      <div className="quick-amount">
        <input
          aria-label={t('trade.quantity')}
          className="quick-input"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d.]/g, ''))}
          inputMode="decimal"
        />
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className="preset-chip"
            data-preset={p}
            disabled={!period}
            onClick={() => period && setAmount(presetAmount(p, period, props.available))}
            // On the screen's narrow chips every preset reads as a share ("Massimo" wrapped in Italian);
            // the largest is still announced by its name.
            aria-label={p === 100 ? t('order_dialog.max') : undefined}
          >
            {`${p}%`}
          </button>
        ))}
      </div>
      <p className="quick-payout" data-testid="quick-payout">
        {t('trade.payout')} <strong>{formatAmount(est.payout, 'usdt')}</strong>
      </p>
      <div className="trade-actions">
        {(['up', 'down'] as const).map((d) => (
          <Button
            key={d}
            className={d === 'up' ? 'buy-up' : 'buy-down'}
            size="large"
            disabled={!product.open || pending}
            loading={pending}
            onClick={() => void place(d)}
          >
            {t(d === 'up' ? 'trade.buy_more' : 'trade.buy_less')}
          </Button>
        ))}
      </div>
    </section>
  );
}
