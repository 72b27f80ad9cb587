import { Tabs } from 'antd-mobile';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { favKeys } from '../favourite-texts.ts';
import { useFavourites } from '../favourites.ts';
import { FavStar } from './fav-star.tsx';
import { TickerRow } from './ticker-row.tsx';

type Tab = 'favourites' | 'all';

/**
 * Markets' list: every pair in `order`, each with its star. Once the account has favourites, a
 * "Favourites" tab comes first (and opens first) beside "All"; it shows the favourites in the same order.
 */
export function MarketList(props: { order: string[]; header: ReactNode; onOpen: (symbol: string) => void }) {
  const { t } = useTranslation();
  const favourites = useFavourites();
  const hasFavourites = favourites.length > 0;
  const [tab, setTab] = useState<Tab>(hasFavourites ? 'favourites' : 'all');
  useEffect(() => {
    if (!hasFavourites) setTab('all');
  }, [hasFavourites]);
  const shown = tab === 'favourites' ? props.order.filter((s) => favourites.includes(s)) : props.order;
  return (
    <>
      {hasFavourites ? (
        <Tabs className="market-tabs" activeKey={tab} onChange={(key) => setTab(key as Tab)}>
          <Tabs.Tab key="favourites" title={t(favKeys.favourites)} />
          <Tabs.Tab key="all" title={t(favKeys.all)} />
        </Tabs>
      ) : null}
      <section className="ticker-card with-stars">
        {props.header}
        <div className="ticker-list" data-count={shown.length}>
          {shown.map((symbol) => (
            <div key={symbol} className="fav-line">
              <FavStar symbol={symbol} />
              <TickerRow symbol={symbol} onOpen={props.onOpen} />
            </div>
          ))}
        </div>
        {shown.length === 0 ? <p className="ticker-empty">{t('market.no_match')}</p> : null}
      </section>
    </>
  );
}
