import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/feedback.ts';
import { lazyPage } from '../lib/lazy-page.tsx';
import { saveAsPng } from '../lib/save-image.ts';
import { Boundary } from './error-boundary.tsx';

/** The viewer (with its animation libraries) loads when a code is tapped, not with the page. */
const QrViewer = lazyPage(() => import('./qr-viewer.tsx'));

/** A QR code: tap to view it zoomable (1–4×), with a button that saves it as a PNG. */
export function QrImage(props: { src: string; alt: string; filename: string; size?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted with its first opening and then kept, so it closes with its animation.
  const [used, setUsed] = useState(false);
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
        onPointerDown={() => void QrViewer.preload()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <img src={props.src} alt={props.alt} width={props.size ?? 160} height={props.size ?? 160} />
      </button>
      {used ? (
        <Boundary compact>
          <Suspense fallback={null}>
            <QrViewer src={props.src} open={open} onClose={() => setOpen(false)} onSave={save} />
          </Suspense>
        </Boundary>
      ) : null}
    </>
  );
}
