import { useTranslation } from 'react-i18next';
import { PRESETS } from '../amount-presets.ts';

/**
 * The stake presets (a share of what the period allows). `sharesOnly` (the Trade screen's narrow chips)
 * writes the largest as "100%" too, still announced by its name ("Massimo" wrapped in Italian).
 */
export function PresetChips(props: {
  disabled: boolean;
  onPick: (share: (typeof PRESETS)[number]) => void;
  sharesOnly?: boolean;
}) {
  const { t } = useTranslation();
  return PRESETS.map((p) => (
    <button
      key={p}
      type="button"
      className="preset-chip"
      data-preset={p}
      disabled={props.disabled}
      onClick={() => props.onPick(p)}
      aria-label={props.sharesOnly && p === 100 ? t('order_dialog.max') : undefined}
    >
      {p === 100 && !props.sharesOnly ? t('order_dialog.max') : `${p}%`}
    </button>
  ));
}
