import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Page } from '../../../components/page.tsx';
import { useNoticeList } from '../../../features/content/api.ts';
import { isNoticeRead, useUnreadCount } from '../../../features/content/seen-notices.ts';
import { formatDate } from '../../../lib/format.ts';
import { nav } from '../../../lib/navigation.ts';

/** common/notice/index: notices and announcements, newest first; unread ones carry a dot. */
export default function NoticeList() {
  const { t } = useTranslation();
  const list = useNoticeList();
  const notices = list.data?.list ?? [];
  const unread = useUnreadCount(notices);
  return (
    <Page
      title={t('support.notices_title')}
      className="notice-list-page"
      right={
        unread > 0 ? <span className="unread-pill">{t('support.unread', { count: unread })}</span> : null
      }
    >
      {list.isError ? (
        <ErrorBlock status="default" title={t('loading_failed')} description="">
          <Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>
        </ErrorBlock>
      ) : !list.data ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : notices.length === 0 ? (
        <ErrorBlock status="empty" title={t('support.no_notices')} description="" />
      ) : (
        <ul className="notice-list">
          {notices.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                data-notice={n.id}
                className={isNoticeRead(n.id) ? 'read' : 'unread'}
                onClick={() => nav.navigate(`${paths.noticeView}?id=${n.id}`)}
              >
                <span className={`notice-kind ${n.kind}`}>{t(`support.kind_${n.kind}`)}</span>
                <span className="notice-title">{n.title}</span>
                <span className="notice-sub">
                  {n.author} · {formatDate(n.release_time)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
