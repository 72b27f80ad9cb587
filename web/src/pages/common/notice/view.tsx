import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { useNoticeView } from '../../../features/content/api.ts';
import { markNoticeRead } from '../../../features/content/seen-notices.ts';
import { formatDate } from '../../../lib/format.ts';
import { usePageOptions } from '../../../lib/page-options.ts';

/** common/notice/view?id=N: one notice with its author and release time. */
export default function NoticeView() {
  const { t } = useTranslation();
  const id = Number(usePageOptions().id);
  const notice = useNoticeView(id);
  const missing = !Number.isInteger(id) || id <= 0 || notice.isError;
  const shownId = notice.data?.id;
  useEffect(() => {
    if (shownId) markNoticeRead(shownId);
  }, [shownId]);
  return (
    <Page title={t('title.notice')} className="notice-view">
      {missing ? (
        <ErrorBlock status="empty" title={t('notice_not_exist')} description="" />
      ) : notice.data ? (
        <article className="notice-article">
          <h1>{notice.data.title}</h1>
          <p className="notice-meta">
            <span>{t('notice.author', { author: notice.data.author })}</span>
            <time dateTime={new Date(notice.data.release_time).toISOString()}>
              {t('notice.released', { time: formatDate(notice.data.release_time) })}
            </time>
          </p>
          <div
            className="notice-html"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes notice HTML (DESIGN section 7)
            dangerouslySetInnerHTML={{ __html: notice.data.content }}
          />
        </article>
      ) : (
        <Skeleton.Paragraph lineCount={6} animated />
      )}
    </Page>
  );
}
