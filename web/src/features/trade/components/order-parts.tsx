import type { Order } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatSignedMoney } from '../../../lib/format.ts';

/** "buy more" in the up colour, "buy less" in the down colour. */
export function DirectionTag({ direction }: { direction: Order['direction'] }) {
  const { t } = useTranslation();
  return (
    <span className={`dir-tag dir-${direction}`}>
      {t(direction === 'up' ? 'trade.buy_more' : 'trade.buy_less')}
    </span>
  );
}

/** Buy more / buy less as a two-way switch, each side in its colour. */
export function DirectionToggle(props: {
  value: Order['direction'];
  onChange: (direction: Order['direction']) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="dir-toggle" aria-label={t('order_dialog.direction')}>
      {(['up', 'down'] as const).map((d) => (
        <button
          key={d}
          type="button"
          className={`dir-option dir-${d}${props.value === d ? ' active' : ''}`}
          aria-pressed={props.value === d}
          data-direction={d}
          onClick={() => props.onChange(d)}
        >
          {t(d === 'up' ? 'trade.buy_more' : 'trade.buy_less')}
        </button>
      ))}
    </fieldset>
  );
}

/** A signed amount coloured by its sign: green gains, red losses, plain zero. */
export function Signed({ value, suffix }: { value: string; suffix?: string }) {
  const n = Number(value);
  const cls = n > 0 ? 'pnl-up' : n < 0 ? 'pnl-down' : 'pnl-flat';
  return (
    <span className={cls}>
      {formatSignedMoney(value, 'usdt')}
      {suffix ? ` ${suffix}` : ''}
    </span>
  );
}

/** The order's pair as the screens name it: BTCUSDT → BTC/USDT. */
export const pairOf = (symbol: string) => symbol.replace(/USDT$/, '/USDT');

/** A price in the one number format of spec section 9. */
export const price = (value: string | null | undefined) => (value ? formatNumber(value) : '--');

/** A label and a value in a two-column grid cell. */
export function Cell(props: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="order-cell" data-testid={props.testId}>
      <span>{props.label}</span>
      <strong>{props.children}</strong>
    </div>
  );
}
