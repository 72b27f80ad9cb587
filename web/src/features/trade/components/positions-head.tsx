import { useTranslation } from 'react-i18next';

/** The head of the open positions: their count and the way to the order records. */
export function PositionsHead(props: { count: number; onRecords: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="section-head">
      <h2>
        {t('trade.positions')} <span className="count">{props.count || ''}</span>
      </h2>
      <button type="button" className="link" onClick={props.onRecords}>
        {t('trade.records')}
      </button>
    </div>
  );
}

/** The way from the Trade tab to the full order dialog, off while the pair is closed. */
export function CustomOrderLink(props: { disabled: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="link order-dialog-link"
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {t('trade.custom_order')}
    </button>
  );
}
