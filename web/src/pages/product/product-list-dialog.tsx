import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { Page } from '../../components/page.tsx';
import { TickerRow } from '../../features/market/components/ticker-row.tsx';
import { useRanking } from '../../features/market/ranking.ts';
import { useTickerFeed } from '../../lib/market/ticker-feed.ts';
import { nav } from '../../lib/navigation.ts';
import { usePageOptions } from '../../lib/page-options.ts';

/** product/productListDialog: pick another symbol; the detail page opens in place of this one. */
export default function ProductListDialog() {
  const { t } = useTranslation();
  const current = usePageOptions().symbol;
  const [query, setQuery] = useState('');
  useTickerFeed();
  const order = useRanking('name', 'asc', query);
  const open = (symbol: string) => nav.redirect(`${paths.productDetail}?symbol=${symbol}`);
  return (
    <Page title={t('title.product_list')} className="product-list-dialog">
      <SearchBar
        className="market-search"
        placeholder={t('market.search')}
        value={query}
        onChange={setQuery}
      />
      <section className="ticker-card">
        {order.map((symbol) => (
          <div
            key={symbol}
            className={symbol === current ? 'ticker-current' : undefined}
            aria-current={symbol === current ? 'true' : undefined}
          >
            <TickerRow symbol={symbol} onOpen={open} compact />
          </div>
        ))}
        {order.length === 0 ? <p className="ticker-empty">{t('market.no_match')}</p> : null}
      </section>
    </Page>
  );
}
