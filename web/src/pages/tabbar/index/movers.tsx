import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, tabPaths } from '../../../app/paths.ts';
import { TickerRow } from '../../../features/market/components/ticker-row.tsx';
import { useRanking } from '../../../features/market/ranking.ts';
import { nav } from '../../../lib/navigation.ts';

type Board = 'gainers' | 'turnover';
const openDetail = (symbol: string) => nav.navigate(`${paths.productDetail}?symbol=${symbol}`);

/** Top gainers and the turnover list, six rows each, with live prices. */
export function Movers({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  const [board, setBoard] = useState<Board>('gainers');
  const order = useRanking(board === 'gainers' ? 'change' : 'turnover', 'desc').slice(0, rows);
  return (
    <section className="movers">
      <div className="movers-head">
        <div className="movers-tabs" role="tablist">
          {(['gainers', 'turnover'] as const).map((b) => (
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
      </div>
    </section>
  );
}
