import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** The header button of a money screen that opens its records. */
export function RecordsButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button size="small" fill="none" onClick={onClick}>
      {t('cash.records')}
    </Button>
  );
}
