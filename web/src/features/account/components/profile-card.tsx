import type { User } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDate } from '../../../lib/format.ts';

/**
 * The spec's user labels: username, uid, status and level up top; credits, integral, balance and the
 * last and current login times below.
 */
export function ProfileCard({ user }: { user: Partial<User> | undefined }) {
  const { t } = useTranslation();
  const name = user?.username ?? '';
  const time = (at: number | null | undefined) => (at ? formatDate(at) : '--');
  const facts: Array<[label: string, value: string, key: string]> = user?.uid
    ? [
        [t('hub.credits'), String(user.credits ?? '--'), 'credits'],
        [t('hub.integral'), String(user.integral ?? '--'), 'integral'],
        [t('hub.balance'), user.balance ? formatAmount(user.balance, 'usdt') : '--', 'balance'],
        [t('hub.last_login'), time(user.last_login_time), 'last_login'],
        [t('hub.current_login'), time(user.login_time), 'current_login'],
      ]
    : [];
  return (
    <section className="profile" data-testid="profile">
      <div className="profile-card">
        <div className="avatar" aria-hidden="true">
          {name.slice(0, 1).toUpperCase() || '?'}
        </div>
        <div className="profile-text">
          <div className="profile-name" title={t('hub.username')}>
            {name || t('mine.guest')}
          </div>
          <div className="profile-meta">
            {user?.uid !== undefined ? (
              <span>
                {t('mine.uid')} {user.uid}
              </span>
            ) : null}
            {user?.level ? (
              <span className={`level level-${user.level.toLowerCase()}`} title={t('mine.level')}>
                {t(`level.${user.level}`)}
              </span>
            ) : null}
            {user?.status === 0 || user?.status === 1 ? (
              <span className={`user-status user-status-${user.status}`} title={t('hub.status')}>
                {t(`hub.status_${user.status}`)}
              </span>
            ) : null}
          </div>
        </div>
      </div>
      {facts.length > 0 ? (
        <dl className="profile-facts">
          {facts.map(([label, value, key]) => (
            <div key={key} className={`fact fact-${key}`}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}
