import { webviewAllows } from '@app/contracts';
import { Skeleton } from 'antd-mobile';
import { LinkOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { useBase } from '../../features/config/api.ts';
import { WebviewBody } from '../../features/content/components/webview-body.tsx';
import { isHttpUrl, nav } from '../../lib/navigation.ts';
import { usePageOptions } from '../../lib/page-options.ts';

/** An embedded web page (spec: `webview/index?url=`), for the administrator's links only. */
export default function WebviewPage() {
  const { t } = useTranslation();
  const url = usePageOptions().url?.trim() ?? '';
  const config = useBase();
  // A config cached before the allow-list existed has none: then only the app's own pages are framed.
  const allowed = config.data?.webview_origins ?? [];
  const framed = isHttpUrl(url) && webviewAllows(url, allowed, window.location.origin);
  return (
    <Page
      title={t('title.webview')}
      right={
        framed ? (
          <button
            type="button"
            className="nav-action"
            aria-label={t('common.open_external')}
            onClick={() => void nav.openExternal(url)}
          >
            <LinkOutline />
          </button>
        ) : null
      }
      className="webview"
    >
      {config.isPending ? (
        <Skeleton.Paragraph lineCount={4} animated />
      ) : (
        <WebviewBody url={url} allowed={allowed} />
      )}
    </Page>
  );
}
