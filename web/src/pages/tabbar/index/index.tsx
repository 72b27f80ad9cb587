import { useTranslation } from 'react-i18next';
import { tabPaths } from '../../../app/paths.ts';
import { TabHeader } from '../../../components/blocks.tsx';
import { ConnectionBadge } from '../../../components/connection-badge.tsx';
import { Boundary } from '../../../components/error-boundary.tsx';
import { useIndex } from '../../../features/content/api.ts';
import { Banners } from '../../../features/content/components/banners.tsx';
import { useTickerFeed } from '../../../lib/market/ticker-feed.ts';
import { scrollToTop, useTabTap } from '../../../lib/tab-events.ts';
import { EntryGrid } from './entry-grid.tsx';
import { Movers } from './movers.tsx';
import { NoticeStrip } from './notice-strip.tsx';
import { usePopupNotice } from './popup-notice.tsx';

/** Home: banners, the notice bar and popup notice, entries, and top gainers and turnover with live prices. */
export default function HomeTab() {
  const { t } = useTranslation();
  const index = useIndex();
  useTickerFeed();
  usePopupNotice(index.data?.popup ?? null);
  useTabTap(tabPaths.home, () => {
    scrollToTop();
    void index.refetch();
  });
  return (
    <div className="tab-page" data-page="home">
      <TabHeader title={t('tab.home')} right={<ConnectionBadge />} />
      {/* Each block fails on its own: a broken banner never blanks the movers. */}
      <Boundary compact>
        <Banners banners={index.data?.banners} />
        <NoticeStrip notices={index.data || index.isError ? (index.data?.notices ?? []) : undefined} />
      </Boundary>
      <EntryGrid />
      <Boundary compact>
        <Movers />
      </Boundary>
    </div>
  );
}
