import { useTranslation } from 'react-i18next';
import { useSocketStateMirror } from '../lib/socket/state.ts';

/** A small dot and word for the socket's state: connected, reconnecting, error or closed. */
export function ConnectionBadge() {
  const { t } = useTranslation();
  const state = useSocketStateMirror();
  return (
    <span className={`conn-badge conn-${state}`} data-state={state} role="status" aria-live="polite">
      <i aria-hidden="true" />
      {t(`live.${state}`)}
    </span>
  );
}
