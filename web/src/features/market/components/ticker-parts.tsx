import { formatChange, formatNumber } from '../../../lib/format.ts';
import type { LiveTicker } from '../../../lib/market/ticker-store.ts';

const toneOf = (n: number) => (n > 0 ? 'up' : n < 0 ? 'down' : 'flat');

/**
 * The last price, coloured by the 24h change (so it never contradicts the change pill beside it), with a
 * short background flash on each tick in that same colour (a green flash under red text read as a
 * contradiction; the colours are the user's rise/fall preference, --app-up and --app-down). The ticker's beat flips on every update and
 * restarts the flash on the same element: a new element per tick was a new paint of the page's largest
 * text each second (Lighthouse's LCP kept moving on product detail) and more work per tick.
 */
export function FlashPrice({
  ticker,
  className = '',
}: {
  ticker: LiveTicker | undefined;
  className?: string;
}) {
  if (!ticker) return <span className={`price ${className}`}>--</span>;
  const trend = toneOf(Number(ticker.change));
  return (
    <span
      className={`price trend-${trend} flash-${ticker.dir === 0 ? 'flat' : trend} beat-${ticker.beat} ${className}`}
      data-price={ticker.last}
    >
      {formatNumber(ticker.last)}
    </span>
  );
}

/** The 24h change as a coloured pill: +1.23% or -0.45%. */
export function ChangePill({ change, solid = true }: { change: string | undefined; solid?: boolean }) {
  const n = Number(change);
  if (change === undefined || !Number.isFinite(n)) return <span className="change-pill">--</span>;
  const tone = n > 0 ? 'up' : n < 0 ? 'down' : 'flat';
  return <span className={`change-pill ${tone} ${solid ? 'solid' : ''}`}>{formatChange(n)}</span>;
}

export const pairName = (t: Pick<LiveTicker, 'base' | 'quote'>) => `${t.base}/${t.quote}`;
export const splitPair = (symbol: string) => ({ base: symbol.replace(/USDT$/, ''), quote: 'USDT' });
