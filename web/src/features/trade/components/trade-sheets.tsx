import type { Order } from '@app/contracts';
import { Suspense, useState } from 'react';
import { Boundary } from '../../../components/error-boundary.tsx';
import { lazyPage } from '../../../lib/lazy-page.tsx';

// The sheet is a popup, and the popup's animation and gesture libraries (≈ 27 KB gzip) are the largest
// part of it: it loads when a finger or the focus reaches a position (open-positions.tsx), not with the
// screen, whose chart already takes its share of the route's budget (docs/perf/size.md).
const OrderDetail = lazyPage(() => import('./order-detail.tsx').then((m) => ({ default: m.OrderDetail })));

/** Starts loading the detail sheet, so it is there by the time the tap ends. */
export const preloadOrderDetail = (): void => void OrderDetail.preload();

/**
 * An order's detail sheet (when `detail` is set); it mounts with its first use and then stays, so it closes
 * with its animation. Settled results are announced app-wide (result-announcer.tsx).
 */
export function TradeSheets({ detail, onClose }: { detail: Order | undefined; onClose: () => void }) {
  const [used, setUsed] = useState(false);
  if (detail && !used) setUsed(true);
  return (
    <Boundary compact>
      <Suspense fallback={null}>{used && <OrderDetail order={detail} onClose={onClose} />}</Suspense>
    </Boundary>
  );
}
