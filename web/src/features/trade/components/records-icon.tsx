import { useTranslation } from 'react-i18next';
import { LineIcon } from '../../../components/line-icon.tsx';

/** A sheet of records, drawn inline: the icon package would add a chunk to the Trade tab for one icon. */
export const RecordsIcon = () => (
  <LineIcon>
    <path d="M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7" />
  </LineIcon>
);

/** The header button that opens the order records. */
export function RecordsButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="nav-action" aria-label={t('trade.records')} onClick={onClick}>
      <RecordsIcon />
    </button>
  );
}
