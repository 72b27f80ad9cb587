import type { User } from '@app/contracts';
import { useTranslation } from 'react-i18next';

/** Avatar initial, username, UID and member level. */
export function ProfileCard({ user }: { user: Partial<User> | undefined }) {
  const { t } = useTranslation();
  const name = user?.username ?? '';
  return (
    <section className="profile-card" data-testid="profile">
      <div className="avatar" aria-hidden="true">
        {name.slice(0, 1).toUpperCase() || '?'}
      </div>
      <div className="profile-text">
        <div className="profile-name">{name || t('mine.guest')}</div>
        <div className="profile-meta">
          {user?.uid !== undefined ? (
            <span>
              {t('mine.uid')} {user.uid}
            </span>
          ) : null}
          {user?.level ? (
            <span className={`level level-${user.level.toLowerCase()}`}>{t(`level.${user.level}`)}</span>
          ) : null}
        </div>
      </div>
    </section>
  );
}
