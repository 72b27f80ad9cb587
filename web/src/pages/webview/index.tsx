import { Button } from 'antd-mobile';
import { LinkOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/blocks.tsx';
import { Page } from '../../components/page.tsx';
import { isHttpUrl, nav } from '../../lib/navigation.ts';
import { usePageOptions } from '../../lib/page-options.ts';

/** An embedded web page; only http(s) addresses are opened. */
export default function WebviewPage() {
  const { t } = useTranslation();
  const url = usePageOptions().url?.trim() ?? '';
  const ok = isHttpUrl(url);
  return (
    <Page
      title={t('title.webview')}
      right={
        ok ? (
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
      {ok ? (
        <iframe
          className="webview-frame"
          src={url}
          title={t('title.webview')}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        />
      ) : (
        <EmptyState
          icon={<LinkOutline />}
          title={t('url_empty')}
          body=""
          action={<Button onClick={() => void nav.back()}>{t('common.go_back')}</Button>}
        />
      )}
    </Page>
  );
}
