import type { Order } from '@app/contracts';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatRatio } from '../../../lib/format.ts';
import { Cell, DirectionTag, pairOf, price, Signed } from './order-parts.tsx';

const clockTime = (ms: number | null) => {
  if (ms === null) return '--';
  const d = new Date(ms);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}.${String(d.getMilliseconds()).padStart(3, '0')}`;
};

/** How the result follows from the recorded prices, so anyone can check it. */
function Explanation({ order }: { order: Order }) {
  const { t } = useTranslation();
  const stake = formatMoney(order.amount, 'usdt');
  const ratio = formatRatio(order.profit_ratio);
  const rule = t(order.direction === 'up' ? 'trade.rule_up' : 'trade.rule_down');
  if (order.status === 'trading') return <p className="detail-rule">{rule}</p>;
  const payout = order.payout ?? '0';
  const arithmetic =
    order.result === 'win'
      ? t('trade.math_win', { stake, ratio, payout: formatMoney(payout, 'usdt') })
      : order.result === 'loss'
        ? t('trade.math_loss', { stake })
        : t('trade.math_draw', { stake });
  return (
    <>
      <p className="detail-rule">{rule}</p>
      <p className="detail-compare">
        {price(order.close)} {compare(order)} {price(order.strike)} →{' '}
        <b className={`result-${order.result}`}>{t(`trade.result_${order.result ?? 'draw'}`)}</b>
      </p>
      <p className="detail-math">{arithmetic}</p>
    </>
  );
}

const compare = (o: Order) => {
  const c = Number(o.close);
  const s = Number(o.strike);
  return c > s ? '>' : c < s ? '<' : '=';
};

/** An order's detail sheet: every recorded figure, and the arithmetic of its result. */
export function OrderDetail(props: { order: Order | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { order } = props;
  return (
    <Popup
      visible={Boolean(order)}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName="sheet"
      destroyOnClose
    >
      {order ? (
        <div className="order-detail" data-testid="order-detail">
          <div className="sheet-handle" />
          <h3>
            {pairOf(order.symbol)} <DirectionTag direction={order.direction} />
          </h3>
          <div className="order-grid">
            <Cell label={t('trade.number')}>{order.number}</Cell>
            <Cell label={t('trade.quantity')}>{formatMoney(order.amount, 'usdt')} USDT</Cell>
            <Cell label={t('trade.buy_price')}>{price(order.strike)}</Cell>
            <Cell label={t('trade.strike_time')}>{clockTime(order.strike_time)}</Cell>
            <Cell label={t('trade.trade_price')}>{price(order.close)}</Cell>
            <Cell label={t('trade.close_time')}>{clockTime(order.close_time)}</Cell>
            <Cell label={t('trade.expiration')}>{t('trade.seconds', { count: order.seconds })}</Cell>
            <Cell label={t('trade.payout_ratio')}>{formatRatio(order.profit_ratio)}</Cell>
            <Cell label={t('trade.profit_loss')}>
              {order.profit === null ? '--' : <Signed value={order.profit} />}
            </Cell>
          </div>
          <section className="detail-explain">
            <h4>{t('trade.how_computed')}</h4>
            <Explanation order={order} />
          </section>
        </div>
      ) : null}
    </Popup>
  );
}
