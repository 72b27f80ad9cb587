import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths.ts';
import { nav } from '../../lib/navigation.ts';

/**
 * Spec section 6: guests may open customer service; login and find password link to it. A file of its
 * own, so find password does not load the login page's helpers (language sheet, agreement) with it.
 */
export function ServiceLink() {
  const { t } = useTranslation();
  return (
    <button type="button" className="link service-link" onClick={() => nav.navigate(paths.customerService)}>
      {t('title.customer')}
    </button>
  );
}
