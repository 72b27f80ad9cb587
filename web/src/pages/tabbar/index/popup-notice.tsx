import type { notice as noticeSchema } from '@app/contracts';
import { useEffect } from 'react';
import type { z } from 'zod';
import { paths } from '../../../app/paths.ts';
import { hasSeenPopup } from '../../../features/content/seen-notices.ts';
import { appHistory, useAppLocation } from '../../../lib/location.tsx';
import { nav } from '../../../lib/navigation.ts';

type Notice = z.infer<typeof noticeSchema>;

/**
 * The popup notice opens its route, index/noticeDialog, over Home, once per notice version. Home stays
 * mounted under other tabs and pages, so a notice that arrives once the user has moved on waits until
 * Home is on screen again instead of opening over another page.
 */
export function usePopupNotice(notice: Notice | null): void {
  const { pathname } = useAppLocation();
  useEffect(() => {
    if (!notice || hasSeenPopup(notice)) return;
    if (appHistory().location.pathname !== paths.home || pathname !== paths.home) return;
    nav.overlay(`${paths.noticeDialog}?id=${notice.id}`);
  }, [notice, pathname]);
}
