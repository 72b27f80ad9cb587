import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { dismissResult, useResults } from '../results.ts';
import { Cell, DirectionTag, pairOf, price, Signed } from './order-parts.tsx';

/** The oldest settled order not yet seen: win or loss in the theme's up/down colours, with its prices. */
export function ResultSheet() {
  const { t } = useTranslation();
  const [order] = useResults();
  return (
    <Popup visible={Boolean(order)} onMaskClick={dismissResult} bodyClassName="sheet">
      {order ? (
        <div className={`result-sheet result-${order.result}`} data-testid="result-sheet">
          <div className="sheet-handle" />
          <div className="result-badge">{t(`trade.result_${order.result ?? 'draw'}`)}</div>
          <div className="result-pnl">
            <Signed value={order.profit ?? '0'} suffix="USDT" />
          </div>
          <div className="result-sub">
            {pairOf(order.symbol)} <DirectionTag direction={order.direction} /> ·{' '}
            {t('trade.seconds', { count: order.seconds })}
          </div>
          <div className="order-grid">
            <Cell label={t('trade.buy_price')} testId="result-strike">
              {price(order.strike)}
            </Cell>
            <Cell label={t('trade.trade_price')} testId="result-close">
              {price(order.close)}
            </Cell>
            <Cell label={t('trade.quantity')}>{formatMoney(order.amount, 'usdt')}</Cell>
            <Cell label={t('trade.payout')}>{formatMoney(order.payout ?? '0', 'usdt')}</Cell>
          </div>
          <Button block color="primary" size="large" onClick={dismissResult}>
            {t('trade.got_it')}
          </Button>
        </div>
      ) : null}
    </Popup>
  );
}
