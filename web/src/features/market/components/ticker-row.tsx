import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { abbreviate, formatNumber } from '../../../lib/format.ts';
import { useTicker } from '../../../lib/market/ticker-feed.ts';
import { ChangePill, FlashPrice, splitPair } from './ticker-parts.tsx';

/**
 * One symbol's row: pair and 24h volume, last price with 24h high and low, change. It reads its own
 * ticker from the store, so a tick re-renders this row and nothing else.
 */
export const TickerRow = memo(function TickerRow(props: {
  symbol: string;
  onOpen: (symbol: string) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const ticker = useTicker(props.symbol);
  const { base, quote } = splitPair(props.symbol);
  return (
    <button
      type="button"
      className="ticker-row"
      data-symbol={props.symbol}
      onClick={() => props.onOpen(props.symbol)}
    >
      <span className="ticker-name">
        <b>{base}</b>
        <small>/{quote}</small>
        <em>
          {t('market.vol')} {ticker ? abbreviate(ticker.volume) : '--'}
        </em>
      </span>
      <span className="ticker-price">
        <FlashPrice ticker={ticker} />
        {props.compact ? null : (
          <em>
            {t('market.high_short')} {ticker ? formatNumber(ticker.high) : '--'} · {t('market.low_short')}{' '}
            {ticker ? formatNumber(ticker.low) : '--'}
          </em>
        )}
      </span>
      <ChangePill change={ticker?.change} />
    </button>
  );
});
