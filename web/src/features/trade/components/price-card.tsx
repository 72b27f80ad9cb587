import type { Ticker } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatChange } from '../../../lib/format.ts';
import { useLivePrice } from '../live-price.ts';
import { price } from './order-parts.tsx';

/** The live price of the chosen symbol, its 24 h change, and a line of the last few minutes. */
export function PriceCard(props: { name: string; ticker: Ticker | undefined }) {
  const { t } = useTranslation();
  const { ticker } = props;
  const change = Number(ticker?.change ?? 0);
  const up = change >= 0;
  return (
    <section className="price-card" data-testid="price-card">
      <div className="price-top">
        <div>
          <div className="price-name">{props.name}</div>
          <div className={`price-last ${up ? 'pnl-up' : 'pnl-down'}`} data-testid="live-price">
            {price(ticker?.last)}
          </div>
        </div>
        <div className="price-stats">
          <span className={`price-change ${up ? 'bg-up' : 'bg-down'}`}>{formatChange(change)}</span>
          <span>
            {t('trade.high')} {price(ticker?.high)}
          </span>
          <span>
            {t('trade.low')} {price(ticker?.low)}
          </span>
        </div>
      </div>
    </section>
  );
}

/**
 * The price card fed by the live ticker of `symbol`: each tick re-renders this card only, not the page
 * around it (symbol chips, buttons and positions stay as they are).
 */
export function LivePriceCard(props: { name: string; symbol: string | undefined }) {
  const live = useLivePrice(props.symbol);
  return <PriceCard name={props.name} ticker={live.ticker} />;
}
