import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../app/paths.ts';
import { BrandMark } from '../components/brand-mark.tsx';
import { nav } from '../lib/navigation.ts';
import { isLoggedIn } from '../lib/session.ts';

const SPLASH_MS = 600;

/** The entry route: the brand for a moment, then the home tab or login. */
export default function SplashPage() {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => {
      if (isLoggedIn()) nav.switchTab(paths.home);
      else nav.redirect(paths.login);
    }, SPLASH_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className="splash">
      <BrandMark large />
      <p className="splash-tagline">{t('splash.tagline')}</p>
    </div>
  );
}
