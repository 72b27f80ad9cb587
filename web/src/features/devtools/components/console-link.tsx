import { useTranslation } from 'react-i18next';
import { sandbox } from '../../../lib/sandbox.ts';
import { adminBase } from '../api.ts';

/** The server's developer console (`/__admin/`), on the world this tab is in; same tab, so it keeps the token. */
export function ConsoleLink() {
  const { t } = useTranslation();
  const query = sandbox ? `?sandbox=${encodeURIComponent(sandbox)}` : '';
  return (
    <a className="dev-console-link" href={`${adminBase()}${query}`}>
      {t('dev.console')}
    </a>
  );
}
