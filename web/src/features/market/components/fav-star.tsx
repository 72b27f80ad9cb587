import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ConnectionBadge } from '../../../components/connection-badge.tsx';
import { favKeys } from '../favourite-texts.ts';
import { toggleFavourite, useFavourites } from '../favourites.ts';
import { splitPair } from './ticker-parts.tsx';
import '../favourites.css';

/** The star of one pair: pressed when it is one of the account's favourites; a tap toggles it. */
export function FavStar({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const on = useFavourites().includes(symbol);
  const { base, quote } = splitPair(symbol);
  return (
    <button
      type="button"
      className={on ? 'fav-star on' : 'fav-star'}
      aria-pressed={on}
      aria-label={t(favKeys.toggle, { pair: `${base}/${quote}` })}
      data-symbol={symbol}
      onClick={() => toggleFavourite(symbol)}
    >
      {on ? <StarFill /> : <StarOutline />}
    </button>
  );
}

/** A pair page's header corner: its star (once the product is known) and the socket's badge. */
export function FavouriteAndBadge({ symbol, known }: { symbol: string; known: boolean }) {
  return (
    <span className="fav-corner">
      {known ? <FavStar symbol={symbol} /> : null}
      <ConnectionBadge />
    </span>
  );
}
