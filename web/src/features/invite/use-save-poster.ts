import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/feedback.ts';
import { download } from '../../lib/save-image.ts';
import { drawPoster } from './poster.ts';

/** Draws the invite poster (site name, headline, code, QR code) and saves it; says how it went. */
export function useSavePoster(invite: { qrcode: string; invite_code: string } | undefined, siteName: string) {
  const { t } = useTranslation();
  const [drawing, setDrawing] = useState(false);
  const save = async () => {
    if (!invite) return;
    setDrawing(true);
    try {
      const blob = await drawPoster(invite.qrcode, {
        siteName,
        headline: t('support.poster_headline'),
        codeLabel: t('support.invite_code'),
        code: invite.invite_code,
        scanHint: t('support.poster_scan'),
      });
      download(blob, `invite-${invite.invite_code}.png`);
      void toast(t('support.poster_saved'));
    } catch {
      void toast(t('support.save_failed'));
    } finally {
      setDrawing(false);
    }
  };
  return { save, drawing };
}
