import { useTranslation } from 'react-i18next';
import { ChangePill, FlashPrice, splitPair } from '../../features/market/components/ticker-parts.tsx';
import { abbreviate, formatNumber } from '../../lib/format.ts';
import { useTicker } from '../../lib/market/ticker-feed.ts';

/** The live price, the 24h change, and 24h high, low, volume and turnover. */
export function DetailStats({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const ticker = useTicker(symbol);
  const { base, quote } = splitPair(symbol);
  const stats: Array<[string, string]> = [
    [t('market.high_24h'), ticker ? formatNumber(ticker.high) : '--'],
    [t('market.low_24h'), ticker ? formatNumber(ticker.low) : '--'],
    [t('market.volume_24h', { asset: base }), ticker ? abbreviate(ticker.volume) : '--'],
    [t('market.turnover_24h', { asset: quote }), ticker ? abbreviate(ticker.turnover) : '--'],
  ];
  return (
    <section className="detail-head" data-symbol={symbol}>
      <div className="detail-price">
        <FlashPrice ticker={ticker} className="big" />
        <ChangePill change={ticker?.change} solid={false} />
      </div>
      <dl className="detail-stats">
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
