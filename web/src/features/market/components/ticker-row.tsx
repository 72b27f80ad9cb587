import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { abbreviate, formatNumber } from '../../../lib/format.ts';
import { useTicker } from '../../../lib/market/ticker-feed.ts';
import { ChangePill, FlashPrice, splitPair } from './ticker-parts.tsx';

interface RowProps {
  symbol: string;
  onOpen: (symbol: string) => void;
  compact?: boolean;
}

/**
 * One symbol's row: pair and 24h volume, last price with 24h high and low, change. Its words are
 * translated here, once per language; the live part reads its own ticker from the store, so a tick
 * re-renders that part of this row and nothing else, with no translating (i18next's `t` and
 * `useTranslation` were most of a row's render on each tick).
 */
export const TickerRow = memo(function TickerRow(props: RowProps) {
  const { t } = useTranslation();
  return <LiveRow {...props} words={[t('market.vol'), t('market.high_short'), t('market.low_short')]} />;
});

function LiveRow({ symbol, onOpen, compact, words: [vol, high, low] }: RowProps & { words: string[] }) {
  const ticker = useTicker(symbol);
  const { base, quote } = splitPair(symbol);
  return (
    <button type="button" className="ticker-row" data-symbol={symbol} onClick={() => onOpen(symbol)}>
      <span className="ticker-name">
        <b>{base}</b>
        <small>/{quote}</small>
        <em>
          {vol} {ticker ? abbreviate(ticker.volume) : '--'}
        </em>
      </span>
      <span className="ticker-price">
        <FlashPrice ticker={ticker} />
        {compact ? null : (
          <em>
            {high} {ticker ? formatNumber(ticker.high) : '--'} · {low}{' '}
            {ticker ? formatNumber(ticker.low) : '--'}
          </em>
        )}
      </span>
      <ChangePill change={ticker?.change} />
    </button>
  );
}
