import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const colors = ['default', 'warning', 'success', 'danger'] as const;

/** The verification state as a small tag, for Mine and Setting. */
export function RealnameTag({ status }: { status: number | undefined }) {
  const { t } = useTranslation();
  if (status === undefined) return null;
  const s = (status >= 0 && status <= 3 ? status : 0) as 0 | 1 | 2 | 3;
  return (
    <Tag color={colors[s]} fill="outline" data-testid="realname-state" data-status={s}>
      {t(`kyc.status_${s}`)}
    </Tag>
  );
}
