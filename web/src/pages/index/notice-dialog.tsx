import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { useNoticeView } from '../../features/content/api.ts';
import { markNoticeRead, markPopupSeen } from '../../features/content/seen-notices.ts';
import { nav } from '../../lib/navigation.ts';
import { usePageOptions } from '../../lib/page-options.ts';

/** index/noticeDialog?id=N: the popup notice, over a dimmed screen; shown, it counts as seen and read. */
export default function NoticeDialog() {
  const { t } = useTranslation();
  const id = Number(usePageOptions().id);
  const valid = Number.isInteger(id) && id > 0;
  const notice = useNoticeView(valid ? id : 0);
  const data = notice.data;
  useEffect(() => {
    if (!data) return;
    markPopupSeen(data);
    markNoticeRead(data.id);
  }, [data]);
  const close = () => {
    nav.back();
  };
  const missing = !valid || notice.isError;
  // Until the notice arrives only the dimmed screen shows: a card growing around late text would shift
  // the layout, and a dialog with an empty title has no accessible name.
  if (!missing && !data) return <div className="notice-dialog" data-loading="true" />;
  return (
    <div className="notice-dialog" role="dialog" aria-modal="true" aria-labelledby="notice-dialog-title">
      <div className="notice-dialog-card">
        {missing ? (
          <h2 id="notice-dialog-title">{t('notice_not_exist')}</h2>
        ) : (
          <>
            <h2 id="notice-dialog-title">{data?.title}</h2>
            <div
              className="notice-html popup"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes notice HTML (DESIGN section 7)
              dangerouslySetInnerHTML={{ __html: data?.content ?? '' }}
            />
          </>
        )}
        <div className="notice-dialog-actions">
          {data ? (
            <Button fill="none" onClick={() => nav.redirect(`${paths.noticeView}?id=${data.id}`)}>
              {t('support.read_more')}
            </Button>
          ) : null}
          <Button color="primary" onClick={close} data-action="close-notice">
            {t('notice.got_it')}
          </Button>
        </div>
      </div>
    </div>
  );
}
