import type { noticeSummary } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { paths } from '../../../app/paths.ts';
import { useUnreadCount } from '../../../features/content/seen-notices.ts';
import { nav } from '../../../lib/navigation.ts';
import { useRotation } from '../../../lib/use-rotation.ts';
import { icons } from './home-icons.tsx';

type Notice = z.infer<typeof noticeSummary>;

/**
 * The latest notices, one at a time, scrolling across when long; a tap opens the one shown. The count of
 * those not yet opened leads to the notice list.
 */
export function NoticeStrip({
  notices: loaded,
  everyMs = 8_000,
}: {
  /** Undefined while loading: the row keeps its place, so nothing below it moves when they arrive. */
  notices: Notice[] | undefined;
  everyMs?: number;
}) {
  const { t } = useTranslation();
  const notices = loaded ?? [];
  const unread = useUnreadCount(notices);
  const notice = notices[useRotation(notices.length, everyMs)];
  if (!loaded) return <div className="notice-row notice-skeleton" />;
  if (!notice) return null;
  return (
    <div className="notice-row">
      <button
        type="button"
        className="notice-strip"
        data-notice={notice.id}
        onClick={() => nav.navigate(`${paths.noticeView}?id=${notice.id}`)}
      >
        <span className="notice-icon">{icons.notice}</span>
        <span className="notice-window">
          <span key={notice.id} className="notice-text">
            {notice.title}
          </span>
        </span>
      </button>
      <button
        type="button"
        className="notice-more"
        data-unread={unread}
        aria-label={t('support.notices_unread', { count: unread })}
        onClick={() => nav.navigate(paths.noticeList)}
      >
        {unread > 0 ? <span className="notice-badge">{unread}</span> : null}
        <span className="notice-arrow">{icons.chevron}</span>
      </button>
    </div>
  );
}
