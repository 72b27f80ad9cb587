import { useTranslation } from 'react-i18next';
import type { SortDir, SortKey } from '../../../features/market/ranking.ts';

type Sort = { key: SortKey; dir: SortDir };
const firstDir: Record<SortKey, SortDir> = { name: 'asc', change: 'desc', turnover: 'desc' };

/** Column headers that sort: a tap picks the column, a second tap reverses it. */
export function SortHeader({ sort, onSort }: { sort: Sort; onSort: (next: Sort) => void }) {
  const { t } = useTranslation();
  const pick = (key: SortKey) =>
    onSort(
      sort.key === key ? { key, dir: sort.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: firstDir[key] },
    );
  const button = (key: SortKey, label: string) => (
    <button
      type="button"
      className={sort.key === key ? `sort-button active ${sort.dir}` : 'sort-button'}
      aria-pressed={sort.key === key}
      data-sort={key}
      onClick={() => pick(key)}
    >
      {label}
      <i aria-hidden="true" />
    </button>
  );
  return (
    <div className="sort-header">
      <span className="sort-cell">
        {button('name', t('market.name'))}
        <span className="sort-sep">/</span>
        {button('turnover', t('market.turnover'))}
      </span>
      <span className="sort-cell right">{t('market.last_price')}</span>
      <span className="sort-cell right">{button('change', t('market.change'))}</span>
    </div>
  );
}
