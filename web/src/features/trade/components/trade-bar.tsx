import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** The two buttons that open an order: "buy more" and "buy less", off while the product is closed. */
export function TradeBar(props: { closed: boolean; onTrade: (direction: 'up' | 'down') => void }) {
  const { t } = useTranslation();
  return (
    <div className="trade-bar">
      <Button className="buy-up" block onClick={() => props.onTrade('up')} disabled={props.closed}>
        {t('trade.buy_more')}
      </Button>
      <Button className="buy-down" block onClick={() => props.onTrade('down')} disabled={props.closed}>
        {t('trade.buy_less')}
      </Button>
    </div>
  );
}
