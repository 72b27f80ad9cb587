import type { ServerConfig } from '@app/contracts';
import { Button } from 'antd-mobile';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QrImage } from '../../../components/qr-image.tsx';
import { toast } from '../../../lib/feedback.ts';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { isHttpUrl, nav } from '../../../lib/navigation.ts';

const NoService = lazyPage(() => import('./no-service.tsx'));

type Service = ServerConfig['customer_service'];
type Channel = Service['channels'][number];

/** Opens a channel's link where the administrator said: the app's webview or outside; only http(s). */
function openChannel(channel: Channel, unsafe: string): void {
  const link = channel.link ?? '';
  if (!isHttpUrl(link)) {
    void toast(unsafe);
    return;
  }
  if (channel.open === 'webview') nav.webview(link);
  else nav.openExternal(link);
}

function ChannelCard({ channel }: { channel: Channel }) {
  const { t } = useTranslation();
  return (
    <section className="service-card" data-channel={channel.key}>
      <header className="service-head">
        <span className="service-avatar" aria-hidden="true">
          {[...channel.name][0] ?? '?'}
        </span>
        <h2>{channel.name}</h2>
        {channel.link ? (
          <Button
            size="small"
            color="primary"
            shape="rounded"
            onClick={() => openChannel(channel, t('support.bad_link'))}
          >
            {t('support.contact')}
          </Button>
        ) : null}
      </header>
      {channel.qrcode ? (
        <div className="service-qr">
          <QrImage
            src={channel.qrcode}
            alt={channel.name}
            filename={`${channel.key}-qrcode.png`}
            size={132}
          />
          <p>{t('support.qr_hint')}</p>
        </div>
      ) : (
        <p className="service-missing">{t('no_qrcode', { name: channel.name })}</p>
      )}
    </section>
  );
}

/** The administrator's three channels and the common QR code, or the spec's message when there are none. */
export function CustomerService({ service }: { service: Service | undefined }) {
  const { t } = useTranslation();
  if (!service) return <div className="service-skeleton" />;
  const channels = service.channels.filter((c) => c.link || c.qrcode);
  if (channels.length === 0 && !service.qrcode) {
    return (
      <Suspense fallback={<div className="service-skeleton" />}>
        <NoService />
      </Suspense>
    );
  }
  return (
    <div className="customer-service">
      <p className="service-intro">{t('support.intro')}</p>
      {channels.map((c) => (
        <ChannelCard key={c.key} channel={c} />
      ))}
      <section className="service-card service-common" data-channel="common">
        <h2>{t('support.common_qr')}</h2>
        {service.qrcode ? (
          <div className="service-qr">
            <QrImage
              src={service.qrcode}
              alt={t('support.common_qr')}
              filename="service-qrcode.png"
              size={160}
            />
            <p>{t('support.qr_hint')}</p>
          </div>
        ) : (
          <p className="service-missing">{t('no_qrcode', { name: t('support.common_qr') })}</p>
        )}
      </section>
    </div>
  );
}
