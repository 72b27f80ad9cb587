import { Button, ImageViewer } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { saveAsPng } from '../save-image.ts';

/** Spec section 5: image zoom is 1 to 4. */
export const MAX_ZOOM = 4;

/** A QR code: tap to view it zoomable (1–4×), with a button that saves it as a PNG. */
export function QrImage(props: { src: string; alt: string; filename: string; size?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const save = () =>
    saveAsPng(props.src, props.filename).catch(() => {
      void toast(t('support.save_failed'));
    });
  return (
    <>
      <button
        type="button"
        className="qr-thumb"
        aria-label={t('support.zoom_qr', { name: props.alt })}
        onClick={() => setOpen(true)}
      >
        <img src={props.src} alt={props.alt} width={props.size ?? 160} height={props.size ?? 160} />
      </button>
      <ImageViewer
        image={props.src}
        maxZoom={MAX_ZOOM}
        visible={open}
        onClose={() => setOpen(false)}
        classNames={{ body: 'qr-viewer' }}
        renderFooter={() => (
          <div className="qr-viewer-footer">
            <Button color="primary" shape="rounded" onClick={save} data-action="save-qr">
              {t('support.save_image')}
            </Button>
          </div>
        )}
      />
    </>
  );
}
