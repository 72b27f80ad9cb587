import type { Order } from '@app/contracts';
import { useMemo } from 'react';
import { formatAmount } from '../../lib/format.ts';

/**
 * The open positions of `symbol` as the chart draws them (features/market/components/chart-marks.tsx):
 * strike, direction, expiry and a short title (▲ or ▼ and the stake).
 */
export function positionMarks(trading: readonly Order[], symbol: string | undefined) {
  return trading
    .filter((o) => o.symbol === symbol && o.status === 'trading')
    .map((o) => ({
      id: o.id,
      strike: o.strike,
      direction: o.direction,
      expiresAt: o.expires_at,
      label: `${o.direction === 'up' ? '▲' : '▼'} ${formatAmount(o.amount, 'usdt')}`,
    }));
}

/** The marks of the open positions of `symbol`, worked out again only when the positions or the pair change. */
export function usePositionMarks(trading: readonly Order[] | undefined, symbol: string | undefined) {
  return useMemo(() => positionMarks(trading ?? [], symbol), [trading, symbol]);
}
