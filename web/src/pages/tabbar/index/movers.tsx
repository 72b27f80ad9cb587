import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, tabPaths } from '../../../app/paths.ts';
import { TickerRow } from '../../../features/market/components/ticker-row.tsx';
import { type Side, type SortDir, type SortKey, useRanking } from '../../../features/market/ranking.ts';
import { nav } from '../../../lib/navigation.ts';

type Board = 'gainers' | 'losers' | 'turnover';
/** Gainers list only rising coins, biggest rise first; losers only falling ones, biggest fall first. */
const boards: Record<Board, { sort: SortKey; dir: SortDir; side?: Side }> = {
  gainers: { sort: 'change', dir: 'desc', side: 'rising' },
  losers: { sort: 'change', dir: 'asc', side: 'falling' },
  turnover: { sort: 'turnover', dir: 'desc' },
};
const openDetail = (symbol: string) => nav.navigate(`${paths.productDetail}?symbol=${symbol}`);

/** Top gainers, top losers and the turnover list, six rows each, with live prices. */
export function Movers({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  const [board, setBoard] = useState<Board>('gainers');
  const { sort, dir, side } = boards[board];
  const order = useRanking(sort, dir, '', undefined, undefined, side).slice(0, rows);
  return (
    <section className="movers">
      <div className="movers-head">
        <div className="movers-tabs" role="tablist">
          {(['gainers', 'losers', 'turnover'] as const).map((b) => (
            <button
              key={b}
              type="button"
              role="tab"
              aria-selected={b === board}
              className={b === board ? 'active' : ''}
              data-board={b}
              onClick={() => setBoard(b)}
            >
              {t(`home.${b}`)}
            </button>
          ))}
        </div>
        <button type="button" className="link movers-more" onClick={() => nav.switchTab(tabPaths.markets)}>
          {t('home.more')}
        </button>
      </div>
      <div className="ticker-card">
        {order.map((symbol) => (
          <TickerRow key={symbol} symbol={symbol} onOpen={openDetail} compact />
        ))}
        {order.length === 0 && side ? <p className="movers-none">{t(`home.none_${side}`)}</p> : null}
      </div>
    </section>
  );
}
