import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed.tsx';
import { Page } from '../../components/page.tsx';
import { QrImage } from '../../components/qr-image.tsx';
import { useBase } from '../../features/config/api.ts';
import { useMyQrcode } from '../../features/invite/api.ts';
import { CopyRow } from '../../features/invite/components/copy-row.tsx';
import { Invitees } from '../../features/invite/components/invitees.tsx';
import { useSavePoster } from '../../features/invite/use-save-poster.ts';

/** user/share: invite code and link (copy), a QR code of the link, a poster to save, and who joined. */
export default function SharePage() {
  const { t } = useTranslation();
  const mine = useMyQrcode();
  const { data: config } = useBase();
  const data = mine.data;
  const poster = useSavePoster(data, config?.site_name ?? 'Coinly');

  return (
    <Page title={t('title.share')} className="share-page">
      {mine.isError ? (
        <LoadFailed onRetry={() => void mine.refetch()} />
      ) : !data ? (
        <Skeleton.Paragraph lineCount={8} animated />
      ) : (
        <>
          <section className="share-hero">
            <h2>{t('support.share_title')}</h2>
            <p>{t('support.share_body')}</p>
            <div className="share-qr" data-qr="invite">
              <QrImage
                src={data.qrcode}
                alt={t('support.invite_qr')}
                filename="invite-qrcode.png"
                size={176}
              />
            </div>
            <p className="share-hint">{t('support.qr_hint')}</p>
          </section>
          <section className="share-card">
            <CopyRow name="code" label={t('support.invite_code')} value={data.invite_code} mono />
            <CopyRow name="link" label={t('support.invite_link')} value={data.link} />
            <Button block color="primary" loading={poster.drawing} onClick={poster.save} data-action="poster">
              {t('support.save_poster')}
            </Button>
          </section>
          <Invitees />
        </>
      )}
    </Page>
  );
}
