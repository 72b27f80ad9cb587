import { Button, ImageUploader, type ImageUploadItem, ImageViewer } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/feedback.ts';
import { compressImage, isSupportedImage, UnsupportedImage, uploadImage } from '../upload-screenshot.ts';

/**
 * The transfer screenshot: one image, compressed when large, uploaded as the user's own file. The
 * preview is the local copy (the stored file is private), zoomable from 1× to 4×.
 */
export function ScreenshotUploader(props: { onChange: (uploadId: string | undefined) => void }) {
  const { t } = useTranslation();
  const [items, setItems] = useState<ImageUploadItem[]>([]);
  const beforeUpload = async (file: File) => {
    if (!isSupportedImage(file)) {
      void toast(t('unsupported_image'));
      return null;
    }
    try {
      return await compressImage(file);
    } catch (error) {
      void toast(t(error instanceof UnsupportedImage ? 'unsupported_image' : 'upload_failed'));
      return null;
    }
  };
  const upload = async (file: File): Promise<ImageUploadItem> => {
    try {
      const stored = await uploadImage(file);
      props.onChange(stored.id);
      return { key: stored.id, url: URL.createObjectURL(file) };
    } catch (error) {
      const msg = (error as Error).message;
      void toast(msg && (error as { code?: number }).code ? msg : t('upload_failed'));
      throw error;
    }
  };
  return (
    <ImageUploader
      value={items}
      onChange={(next) => {
        setItems(next);
        if (next.length === 0) props.onChange(undefined);
      }}
      accept="image/jpeg,image/png,image/webp"
      maxCount={1}
      beforeUpload={beforeUpload}
      upload={upload}
      preview={false}
      onPreview={(_index, item) => {
        const viewer = ImageViewer.show({
          image: item.url,
          maxZoom: 4,
          renderFooter: () => (
            <div className="cash-viewer-footer">
              <Button size="small" fill="outline" onClick={() => viewer.close()}>
                {t('cash.close')}
              </Button>
            </div>
          ),
        });
      }}
    />
  );
}
