import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/online.ts';
import { applyUpdate, dismissUpdate, usePwa } from './pwa.ts';

/** The offline notice and the "new version" prompt, above every page. */
export function PwaNotices() {
  const { t } = useTranslation();
  const { needRefresh } = usePwa();
  const online = useOnline();
  return (
    <>
      {online ? null : (
        <div className="offline-notice" role="status">
          <strong>{t('pwa.offline_title')}</strong>
          <span>{t('pwa.offline_body')}</span>
        </div>
      )}
      {needRefresh ? (
        <div className="update-prompt" role="alertdialog" aria-label={t('pwa.update_title')}>
          <span>{t('pwa.update_title')}</span>
          <button type="button" className="link" onClick={dismissUpdate}>
            {t('pwa.later')}
          </button>
          <button type="button" className="update-reload" onClick={() => void applyUpdate()}>
            {t('pwa.reload')}
          </button>
        </div>
      ) : null}
    </>
  );
}
