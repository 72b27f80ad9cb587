import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const look = [
  { key: 'cash.status_pending', color: 'warning' },
  { key: 'cash.status_approved', color: 'success' },
  { key: 'cash.status_declined', color: 'danger' },
] as const;

/** A review state in colour: pending (amber), approved (green), declined (red). */
export function ReviewTag(props: { status: number }) {
  const { t } = useTranslation();
  const state = look[props.status] ?? look[0];
  return (
    <Tag color={state.color} fill="outline" className="cash-status" data-status={props.status}>
      {t(state.key)}
    </Tag>
  );
}
