import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { useBase } from '../../features/config/api.ts';
import { useInviteList, useMyQrcode } from '../../features/support/api.ts';
import { CopyRow } from '../../features/support/components/copy-row.tsx';
import { QrImage } from '../../features/support/components/qr-image.tsx';
import { drawPoster } from '../../features/support/poster.ts';
import { download } from '../../features/support/save-image.ts';
import { toast } from '../../lib/feedback.ts';
import { formatDate } from '../../lib/format.ts';

/** user/share: invite code and link (copy), a QR code of the link, a poster to save, and who joined. */
export default function SharePage() {
  const { t } = useTranslation();
  const mine = useMyQrcode();
  const { data: config } = useBase();
  const [drawing, setDrawing] = useState(false);
  const data = mine.data;

  const savePoster = async () => {
    if (!data) return;
    setDrawing(true);
    try {
      const blob = await drawPoster(data.qrcode, {
        siteName: config?.site_name ?? 'Coinly',
        headline: t('support.poster_headline'),
        codeLabel: t('support.invite_code'),
        code: data.invite_code,
        scanHint: t('support.poster_scan'),
      });
      download(blob, `invite-${data.invite_code}.png`);
      void toast(t('support.poster_saved'));
    } catch {
      void toast(t('support.save_failed'));
    } finally {
      setDrawing(false);
    }
  };

  return (
    <Page title={t('title.share')} className="share-page">
      {mine.isError ? (
        <ErrorBlock status="default" title={t('loading_failed')} description="">
          <Button onClick={() => void mine.refetch()}>{t('common.retry')}</Button>
        </ErrorBlock>
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
            <Button block color="primary" loading={drawing} onClick={savePoster} data-action="poster">
              {t('support.save_poster')}
            </Button>
          </section>
          <Invitees />
        </>
      )}
    </Page>
  );
}

function Invitees() {
  const { t } = useTranslation();
  const list = useInviteList();
  const total = list.data?.total ?? 0;
  return (
    <section className="share-card invitees" data-invited={total}>
      <h3>
        {t('support.invited')} <span className="invite-count">{total}</span>
      </h3>
      {list.data && list.data.list.length === 0 ? <p className="muted">{t('support.invited_none')}</p> : null}
      <ul>
        {list.data?.list.map((p, i) => (
          // Masked names can repeat: the position keeps keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list has no ids and never reorders in place
          <li key={`${p.username}-${i}`}>
            <span>{p.username}</span>
            <time dateTime={new Date(p.created_at).toISOString()}>{formatDate(p.created_at)}</time>
          </li>
        ))}
      </ul>
      {total > (list.data?.list.length ?? 0) ? (
        <p className="muted">{t('support.invited_more', { count: total - (list.data?.list.length ?? 0) })}</p>
      ) : null}
    </section>
  );
}
