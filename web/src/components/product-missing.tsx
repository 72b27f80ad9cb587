import { useTranslation } from 'react-i18next';
import { EmptyState } from './blocks.tsx';
import { LineIcon } from './line-icon.tsx';

/** The spec's "product does not exist", for a symbol no product has. */
export function ProductMissing() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={
        <LineIcon>
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </LineIcon>
      }
      title={t('product_not_exist')}
      body=""
    />
  );
}
