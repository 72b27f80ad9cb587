import type { EarnOrder } from '@app/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../../lib/feedback.ts';
import { useOnceSubmit } from '../../../lib/use-once-submit.ts';
import { useEarnRedeem } from '../api.ts';
import { formatMoment } from '../earn-math.ts';
import { ConfirmSheet, Row, StatusTag, Terms, usdt } from './parts.tsx';

/**
 * One order: what it earns and has earned, its schedule, and (while hosting) what an early redemption
 * would refund and charge: the server's preview, the very numbers `earn/redeem` books.
 */
export function OrderView({ order }: { order: EarnOrder }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const redeem = useEarnRedeem();
  const { submit: run, pending } = useOnceSubmit(redeem.mutateAsync);
  const hosting = order.status === 'hosting';
  const confirm = async () => {
    try {
      const done = await run({ id: order.id });
      if (!done) return;
      setConfirming(false);
      void toast(t('earn.redeemed'));
    } catch (error) {
      setConfirming(false);
      toastError(error, t('earn.redeem_failed'));
    }
  };
  return (
    <>
      <div className="earn-card earn-order-head">
        <div className="earn-product-head">
          <strong>{order.product.name}</strong>
          <StatusTag status={order.status} />
        </div>
        <div className="earn-big" data-testid="order-principal">
          {usdt(order.principal)}
        </div>
        <small>{t('earn.principal')}</small>
      </div>
      <div className="earn-card earn-rows" data-testid="order-rows">
        <Row label={t('earn.daily_income')} testId="order-daily" strong>
          {usdt(order.daily_income)}
        </Row>
        <Row label={t('earn.earned')} testId="order-earned" strong>
          {usdt(order.earned)}
        </Row>
        <Row label={t('earn.holding_days')} testId="order-days">
          {order.holding_days} / {order.product.cycle_days}
        </Row>
        <Row label={t('earn.next_settlement')} testId="order-next">
          {order.next_settlement ? formatMoment(order.next_settlement) : '--'}
        </Row>
        <Row label={t('earn.starts_at')}>{formatMoment(order.starts_at)}</Row>
        <Row label={t('earn.ends_at')}>{formatMoment(order.ends_at)}</Row>
        {order.ended_at ? <Row label={t('earn.ended_at')}>{formatMoment(order.ended_at)}</Row> : null}
        <Row label={t('earn.refund_amount')} testId="order-refund">
          {usdt(order.refund)}
        </Row>
        <Row label={t('earn.liquidated_damages')} testId="order-penalty">
          {usdt(order.penalty)}
        </Row>
      </div>
      {hosting ? (
        <p className="earn-note">{t(order.redeemable ? 'earn.preview_note' : 'earn.matured_note')}</p>
      ) : null}
      <Terms product={order.product} />
      {order.redeemable ? (
        <Button block size="large" color="danger" fill="outline" onClick={() => setConfirming(true)}>
          {t('earn.redeem_early')}
        </Button>
      ) : null}
      <ConfirmSheet
        visible={confirming}
        title={t('earn.redeem_title')}
        confirmText={t('earn.redeem_confirm')}
        danger
        pending={pending}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      >
        <div className="earn-rows">
          <Row label={t('earn.principal')}>{usdt(order.principal)}</Row>
          <Row label={t('earn.liquidated_damages')} strong testId="sheet-penalty">
            -{usdt(order.penalty)}
          </Row>
          <Row label={t('earn.refund_amount')} strong testId="sheet-refund">
            {usdt(order.refund)}
          </Row>
        </div>
        <p className="earn-note">{t('earn.paid_stays', { earned: usdt(order.earned) })}</p>
      </ConfirmSheet>
    </>
  );
}
