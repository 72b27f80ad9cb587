import type { Order } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useCountdown } from '../clock.ts';
import { Cell, DirectionTag, price, Signed } from './order-parts.tsx';

function Countdown({ expiresAt }: { expiresAt: number }) {
  const { text, ms } = useCountdown(expiresAt);
  const { t } = useTranslation();
  return <span className="countdown">{ms > 0 ? text : t('trade.settling')}</span>;
}

/** Live figures of an open position: the now price against the strike, and the time left. */
function TradingCells({ order, now }: { order: Order; now: string | undefined }) {
  const { t } = useTranslation();
  const winning =
    now !== undefined &&
    (order.direction === 'up' ? Number(now) > Number(order.strike) : Number(now) < Number(order.strike));
  return (
    <>
      <Cell label={t('trade.now_price')}>
        <span className={now === undefined ? '' : winning ? 'pnl-up' : 'pnl-down'}>{price(now)}</span>
      </Cell>
      <Cell label={t('trade.estimated')}>
        <Signed value={order.estimated} />
      </Cell>
      <Cell label={t('trade.countdown')} testId="countdown">
        <Countdown expiresAt={order.expires_at} />
      </Cell>
    </>
  );
}

function ClosedCells({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <>
      <Cell label={t('trade.trade_price')} testId="close">
        {price(order.close)}
      </Cell>
      <Cell label={t('trade.profit_loss')}>
        <Signed value={order.profit ?? '0'} />
      </Cell>
      <Cell label={t('trade.result')}>
        <span className={`result-${order.result}`}>{t(`trade.result_${order.result ?? 'draw'}`)}</span>
      </Cell>
    </>
  );
}

/** One order as the spec labels it: number, direction, quantity, buy price, then live or final figures. */
export function OrderCard(props: { order: Order; now?: string | undefined; onOpen?: () => void }) {
  const { t } = useTranslation();
  const { order } = props;
  return (
    <button
      type="button"
      className="order-card"
      data-testid="order-card"
      data-number={order.number}
      onClick={props.onOpen}
    >
      <div className="order-card-head">
        <span className="order-symbol">{order.symbol.replace(/USDT$/, '/USDT')}</span>
        <DirectionTag direction={order.direction} />
        <span className="order-time">{formatDate(order.placed_at)}</span>
      </div>
      <div className="order-grid">
        <Cell label={t('trade.quantity')}>{price(order.amount)}</Cell>
        <Cell label={t('trade.buy_price')} testId="strike">
          {price(order.strike)}
        </Cell>
        <Cell label={t('trade.expiration')}>{t('trade.seconds', { count: order.seconds })}</Cell>
        {order.status === 'trading' ? (
          <TradingCells order={order} now={props.now} />
        ) : (
          <ClosedCells order={order} />
        )}
      </div>
      <div className="order-number">
        {t('trade.number')} {order.number}
      </div>
    </button>
  );
}
