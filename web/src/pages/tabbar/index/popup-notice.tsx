import type { notice as noticeSchema } from '@app/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { hasSeenNotice, markNoticeSeen } from '../../../features/content/seen-notices.ts';

type Notice = z.infer<typeof noticeSchema>;

/** The popup notice, shown once per notice id. */
export function usePopupNotice(notice: Notice | null): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!notice || hasSeenNotice(notice.id)) return;
    let close = () => {};
    let live = true;
    // The dialog code loads only when there is a notice to show.
    void import('antd-mobile/es/components/dialog').then(({ default: Dialog }) => {
      if (!live) return;
      markNoticeSeen(notice.id);
      close = show(Dialog, notice, t('notice.got_it'));
    });
    return () => {
      live = false;
      close();
    };
  }, [notice, t]);
}

function show(Dialog: typeof import('antd-mobile/es/components/dialog').default, notice: Notice, ok: string) {
  const handle = Dialog.show({
    title: notice.title,
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes notice HTML (DESIGN section 7)
    content: <div className="notice-html popup" dangerouslySetInnerHTML={{ __html: notice.content }} />,
    closeOnAction: true,
    actions: [{ key: 'ok', text: ok, bold: true }],
  });
  return () => handle.close();
}
