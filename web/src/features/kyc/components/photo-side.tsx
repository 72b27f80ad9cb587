import { ErrorCode } from '@app/contracts/errors';
import { Button, ImageUploader, type ImageUploaderRef, type ImageUploadItem, ImageViewer } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../../lib/feedback.ts';
import { discardPhoto, fetchOwnPhoto, type IdPhoto, UnsupportedImage, uploadIdPhoto } from '../photo.ts';
import { IdSample } from './id-sample.tsx';

/** A photo the form holds: uploaded now (with its local preview) or submitted before (fetched by URL). */
export type HeldPhoto = { id: string; preview?: string; url?: string };

/** Shows an own photo: the local preview, or the submitted one fetched with the owner's token. */
function useShown(photo: HeldPhoto | null): string | undefined {
  const [fetched, setFetched] = useState<{ url: string; src: string }>();
  const url = photo?.preview ? undefined : photo?.url;
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let src: string | undefined;
    fetchOwnPhoto(url, controller.signal)
      .then((made) => {
        src = made;
        setFetched({ url, src: made });
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (src) URL.revokeObjectURL(src);
    };
  }, [url]);
  return photo?.preview ?? (fetched && fetched.url === url ? fetched.src : undefined);
}

interface PhotoSideProps {
  side: 'front' | 'back';
  label: string;
  value: HeldPhoto | null;
  onChange?: (photo: IdPhoto | null) => void;
  /** Told when an upload starts and ends, so the form waits for it. */
  onBusy?: (busy: boolean) => void;
}

/**
 * One side of the ID: an uploader slot (compressed, EXIF rotation fixed, then uploaded), a preview that
 * zooms from 1 to 4 times, and Retake, which replaces this side only. Without `onChange` it only shows.
 */
export function PhotoSide({ side, label, value, onChange, onBusy }: PhotoSideProps) {
  const { t } = useTranslation();
  const uploader = useRef<ImageUploaderRef>(null);
  const [viewing, setViewing] = useState(false);
  const shown = useShown(value);
  const items: ImageUploadItem[] = value ? [{ key: value.id, url: shown ?? '', extra: value.id }] : [];

  const upload = async (file: File): Promise<ImageUploadItem> => {
    try {
      const photo = await uploadIdPhoto(file);
      return { key: photo.id, url: photo.preview, extra: photo.id };
    } catch (error) {
      if (error instanceof UnsupportedImage) void toast(t('unsupported_image'));
      else if ((error as { code?: number }).code === ErrorCode.invalidInput)
        toastError(error, t('upload_failed'));
      else void toast(t('upload_failed'));
      throw error;
    }
  };
  const retake = () => {
    // Uploaded in this visit (it has a local preview): nothing refers to it once retaken. A submitted
    // photo stays; the server keeps it with the verification.
    if (value?.preview) discardPhoto(value.id);
    onChange?.(null);
    // The empty slot renders its file input; open it, still within the tap that asked for it.
    setTimeout(() => uploader.current?.nativeElement?.click(), 0);
  };

  return (
    <div className="kyc-side" data-side={side}>
      <ImageUploader
        ref={uploader}
        value={items}
        maxCount={1}
        accept="image/*"
        preview={false}
        deletable={false}
        showFailed={false}
        disableUpload={!onChange}
        imageFit="contain"
        upload={upload}
        onChange={(next) => {
          const item = next[0];
          onChange?.(item ? { id: String(item.extra), preview: item.url } : null);
        }}
        onPreview={() => setViewing(true)}
        onUploadQueueChange={(tasks) => onBusy?.(tasks.some((task) => task.status === 'pending'))}
        style={{ '--cell-size': '100%' }}
        className="kyc-uploader"
      >
        <div className="kyc-slot">
          <IdSample side={side} />
          <span className="kyc-slot-label">{label}</span>
          <span className="kyc-slot-hint">{t('kyc.tap_to_upload')}</span>
        </div>
      </ImageUploader>
      {value ? (
        <div className="kyc-side-bar">
          <span>{label}</span>
          {onChange ? (
            <Button size="mini" fill="none" color="primary" onClick={retake} data-action={`retake-${side}`}>
              {t('kyc.retake')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <ImageViewer
        image={shown ?? ''}
        visible={viewing && Boolean(shown)}
        maxZoom={4}
        onClose={() => setViewing(false)}
        renderFooter={() => (
          <div className="kyc-viewer-caption">
            <span>{t('kyc.preview', { side: label })}</span>
            <Button
              size="small"
              shape="rounded"
              onClick={() => setViewing(false)}
              data-action="close-preview"
            >
              {t('kyc.close')}
            </Button>
          </div>
        )}
      />
    </div>
  );
}
