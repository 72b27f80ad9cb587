import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { useInviteList } from '../api.ts';

/** Who registered with this user's code (masked names, newest first) and how many more there are. */
export function Invitees() {
  const { t } = useTranslation();
  const list = useInviteList();
  const total = list.data?.total ?? 0;
  const shown = list.data?.list.length ?? 0;
  return (
    <section className="share-card invitees" data-invited={total}>
      <h3>
        {t('support.invited')} <span className="invite-count">{total}</span>
      </h3>
      {list.data && shown === 0 ? <p className="muted">{t('support.invited_none')}</p> : null}
      <ul>
        {list.data?.list.map((p, i) => (
          // Masked names can repeat: the position keeps keys apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list has no ids and never reorders in place
          <li key={`${p.username}-${i}`}>
            <span>{p.username}</span>
            <time dateTime={new Date(p.created_at).toISOString()}>{formatDate(p.created_at)}</time>
          </li>
        ))}
      </ul>
      {total > shown ? <p className="muted">{t('support.invited_more', { count: total - shown })}</p> : null}
    </section>
  );
}
