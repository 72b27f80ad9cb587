import type { Order } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useCountdown } from '../clock.ts';
import { unrealisedPnl } from '../order-math.ts';
import { Cell, DirectionTag, pairOf, price, Signed } from './order-parts.tsx';

const RING = 2 * Math.PI * 8;

/** Time left as text and as a ring that empties over the order's period. */
function Countdown({ expiresAt, seconds }: { expiresAt: number; seconds: number }) {
  const { text, ms } = useCountdown(expiresAt);
  const { t } = useTranslation();
  const left = Math.min(1, ms / (seconds * 1000));
  return (
    <span className="countdown">
      <svg className="countdown-ring" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <circle className="track" cx="10" cy="10" r="8" />
        <circle className="left" cx="10" cy="10" r="8" strokeDasharray={`${left * RING} ${RING}`} />
      </svg>
      <span>{ms > 0 ? text : t('trade.settling')}</span>
    </span>
  );
}

/**
 * Live figures of an open position: the now price, what it would make if it settled at that price (in the
 * up colour while winning, the down colour while losing), and the time left.
 */
function TradingCells({ order, now }: { order: Order; now: string | undefined }) {
  const { t } = useTranslation();
  const pnl = now === undefined ? undefined : unrealisedPnl(order, now);
  const tone =
    pnl === undefined ? '' : Number(pnl) > 0 ? 'pnl-up' : Number(pnl) < 0 ? 'pnl-down' : 'pnl-flat';
  return (
    <>
      <Cell label={t('trade.now_price')}>
        <span className={tone}>{price(now)}</span>
      </Cell>
      <Cell label={t('trade.unrealised')} testId="unrealised">
        {pnl === undefined ? '--' : <Signed value={pnl} />}
      </Cell>
      <Cell label={t('trade.countdown')} testId="countdown">
        <Countdown expiresAt={order.expires_at} seconds={order.seconds} />
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
      <Cell label={t('trade.profit_loss')} testId="pnl">
        <Signed value={order.profit ?? '0'} />
      </Cell>
      <Cell label={t('trade.result')} testId="result">
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
        <span className="order-symbol">{pairOf(order.symbol)}</span>
        <DirectionTag direction={order.direction} />
        <span className="order-time">{formatDate(order.placed_at)}</span>
      </div>
      <div className="order-grid">
        <Cell label={t('trade.quantity')}>{formatMoney(order.amount, 'usdt')}</Cell>
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
