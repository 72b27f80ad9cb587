import { type Interval, intervals } from '@app/contracts';
import { useTranslation } from 'react-i18next';

/** The six candle intervals of the spec. */
export function IntervalTabs({ value, onChange }: { value: Interval; onChange: (i: Interval) => void }) {
  const { t } = useTranslation();
  return (
    <div className="interval-tabs" role="tablist">
      {intervals.map((i) => (
        <button
          key={i}
          type="button"
          role="tab"
          aria-selected={i === value}
          className={i === value ? 'active' : ''}
          data-interval={i}
          onClick={() => onChange(i)}
        >
          {t(`interval.${i}`)}
        </button>
      ))}
    </div>
  );
}
