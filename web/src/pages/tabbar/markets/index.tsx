import { PullToRefresh, SearchBar } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, tabPaths } from '../../../app/paths.ts';
import { TabHeader } from '../../../components/blocks.tsx';
import { ConnectionBadge } from '../../../components/connection-badge.tsx';
import { MarketList } from '../../../features/market/components/market-list.tsx';
import { type SortDir, type SortKey, useRanking } from '../../../features/market/ranking.ts';
import { tickerFeed, tickerStore, useTickerFeed } from '../../../lib/market/ticker-feed.ts';
import { nav } from '../../../lib/navigation.ts';
import { scrollToTop, useTabTap } from '../../../lib/tab-events.ts';
import { SortHeader } from './sort-header.tsx';

const openDetail = (symbol: string) => nav.navigate(`${paths.productDetail}?symbol=${symbol}`);

/** Every symbol live: last price, change, 24h high, low and volume; sort, search and pull to refresh. */
export default function MarketsTab() {
  const { t } = useTranslation();
  useTickerFeed();
  const [sort, setSort] = useState<{ key: SortKey; dir: SortDir }>({ key: 'turnover', dir: 'desc' });
  const [query, setQuery] = useState('');
  const order = useRanking(sort.key, sort.dir, query);
  useTabTap(tabPaths.markets, scrollToTop);
  const refresh = useCallback(async () => {
    await tickerFeed.refresh();
    tickerStore.flush();
  }, []);

  return (
    <div className="tab-page" data-page="markets">
      <TabHeader title={t('tab.markets')} right={<ConnectionBadge />} />
      <SearchBar
        className="market-search"
        placeholder={t('market.search')}
        value={query}
        onChange={setQuery}
        aria-label={t('market.search')}
      />
      <PullToRefresh
        onRefresh={refresh}
        threshold={45}
        pullingText={t('market.pull')}
        canReleaseText={t('market.release')}
        refreshingText={t('common.loading')}
        completeText={t('market.updated')}
      >
        <MarketList order={order} header={<SortHeader sort={sort} onSort={setSort} />} onOpen={openDetail} />
      </PullToRefresh>
    </div>
  );
}
