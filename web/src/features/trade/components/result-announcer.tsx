import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSignedMoney } from '../../../lib/format.ts';
import { useAppLocation } from '../../../lib/location.tsx';
import { dismissAllResults, useResults } from '../results.ts';
import { pairOf } from './order-parts.tsx';
import { ResultSheet } from './result-sheet.tsx';

/**
 * A settled order announced wherever the user is: the result sheet over the current screen and the same
 * news in a polite live region for screen readers. Loaded and mounted by the app shell with the first
 * result (app/result-mount.tsx), fed by the push bridge (app/push-routes.ts) through features/trade/results.ts. Moving to another route hides
 * the sheet (spec section 2: route changes hide any modal); the order stays in the records.
 */
export function ResultAnnouncer() {
  const { t } = useTranslation();
  const [order] = useResults();
  const { key } = useAppLocation();
  const firstKey = useRef(key);
  useLayoutEffect(() => {
    if (key !== firstKey.current) {
      firstKey.current = key;
      dismissAllResults();
    }
  }, [key]);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!order) return;
    setSaid(
      t('trade.result_announce', {
        symbol: pairOf(order.symbol),
        direction: t(order.direction === 'up' ? 'trade.buy_more' : 'trade.buy_less'),
        result: t(`trade.result_${order.result ?? 'draw'}`),
        pnl: formatSignedMoney(order.profit ?? '0', 'usdt'),
      }),
    );
  }, [order, t]);
  return (
    <>
      <div className="sr-only" role="status" aria-live="polite" data-testid="result-announcement">
        {said}
      </div>
      <ResultSheet />
    </>
  );
}
