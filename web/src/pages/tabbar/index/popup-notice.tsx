import type { notice as noticeSchema } from '@app/contracts';
import { useEffect } from 'react';
import type { z } from 'zod';
import { paths } from '../../../app/paths.ts';
import { hasSeenPopup } from '../../../features/content/seen-notices.ts';
import { nav } from '../../../lib/navigation.ts';

type Notice = z.infer<typeof noticeSchema>;

/** The popup notice opens its route, index/noticeDialog, over Home, once per notice version. */
export function usePopupNotice(notice: Notice | null): void {
  useEffect(() => {
    if (!notice || hasSeenPopup(notice)) return;
    nav.overlay(`${paths.noticeDialog}?id=${notice.id}`);
  }, [notice]);
}
