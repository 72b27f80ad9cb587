import { httpOrigin, webviewAllows } from '@app/contracts';
import { Button } from 'antd-mobile';
import { LinkOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/blocks.tsx';
import { isHttpUrl, nav } from '../../../lib/navigation.ts';

/**
 * What the webview shows for `url`: the page framed when it is the app's own or on the administrator's
 * allow-list (`allowed`, from common/base); any other http(s) page is offered outside the app, where the
 * browser shows its real address (docs/security.md, "Webview allow-list"); anything else is refused.
 */
export function WebviewBody({ url, allowed }: { url: string; allowed: readonly string[] }) {
  const { t } = useTranslation();
  const back = <Button onClick={() => void nav.back()}>{t('common.go_back')}</Button>;
  if (!isHttpUrl(url)) {
    return <EmptyState icon={<LinkOutline />} title={t('url_empty')} body="" action={back} />;
  }
  if (webviewAllows(url, allowed, window.location.origin)) {
    return (
      <iframe
        className="webview-frame"
        src={url}
        title={t('title.webview')}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      />
    );
  }
  const host = new URL(httpOrigin(url) ?? url).host;
  return (
    <EmptyState
      icon={<LinkOutline />}
      title={t('webview.outside_title')}
      body={t('webview.outside_body', { host })}
      action={
        <>
          <Button color="primary" onClick={() => void nav.openExternal(url)}>
            {t('common.open_external')}
          </Button>
          {back}
        </>
      }
    />
  );
}
