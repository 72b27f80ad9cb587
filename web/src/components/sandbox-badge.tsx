import { useTranslation } from 'react-i18next';
import { sandbox } from '../lib/sandbox.ts';

/** Names the sandbox this tab works in, so a demo or a test run is never mistaken for the default world. */
export function SandboxBadge({ name = sandbox }: { name?: string | null }) {
  const { t } = useTranslation();
  if (!name) return null;
  return (
    <output className="sandbox-badge" data-sandbox={name}>
      {t('sandbox.badge', { name })}
    </output>
  );
}
