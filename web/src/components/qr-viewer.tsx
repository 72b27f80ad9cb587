import { Button, ImageViewer } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Spec section 5: image zoom is 1 to 4. */
export const MAX_ZOOM = 4;

/**
 * A QR code zoomable (1–4×), with a button that saves it. A chunk of its own, loaded with the first tap
 * on the code (qr-image.tsx): the viewer's animation and gesture libraries are ≈ 30 KB gzip, more than a
 * guest's customer service screen has room for (docs/perf/size.md).
 */
export default function QrViewer(props: {
  src: string;
  open: boolean;
  onClose: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ImageViewer
      image={props.src}
      maxZoom={MAX_ZOOM}
      visible={props.open}
      onClose={props.onClose}
      classNames={{ body: 'qr-viewer' }}
      renderFooter={() => (
        <div className="qr-viewer-footer">
          <Button color="primary" shape="rounded" onClick={props.onSave} data-action="save-qr">
            {t('support.save_image')}
          </Button>
        </div>
      )}
    />
  );
}
