import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { nav } from '../../../lib/navigation.ts';
import type english from '../../../locales/en-US.json';
import { icons } from './home-icons.tsx';

/** Each key is also its label's key, `home.<key>` in en-US.json. */
const entries: Array<{ key: keyof (typeof english)['home']; path: string; icon: ReactNode }> = [
  { key: 'recharge', path: paths.recharge, icon: icons.recharge },
  { key: 'withdraw', path: paths.withdraw, icon: icons.withdraw },
  { key: 'earn', path: paths.earn, icon: icons.earn },
  { key: 'share', path: paths.share, icon: icons.share },
  { key: 'service', path: paths.customerService, icon: icons.service },
];

/** Shortcuts to recharge, withdraw, Earn, share and customer service. */
export function EntryGrid() {
  const { t } = useTranslation();
  return (
    <nav className="entry-grid" aria-label={t('home.entries')}>
      {entries.map((e) => (
        <button key={e.key} type="button" data-entry={e.key} onClick={() => nav.navigate(e.path)}>
          <span className={`entry-icon entry-${e.key}`}>{e.icon}</span>
          <span className="entry-label">{t(`home.${e.key}`)}</span>
        </button>
      ))}
    </nav>
  );
}
