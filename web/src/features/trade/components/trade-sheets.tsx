import type { Order } from '@app/contracts';
import { Suspense, useEffect, useState } from 'react';
import { Boundary } from '../../../components/error-boundary.tsx';
import { whenIdle } from '../../../lib/idle.ts';
import { lazyPage } from '../../../lib/lazy-page.tsx';

// The sheets are popups, and the popup's animation and gesture libraries (≈ 27 KB gzip) are the
// largest part of them: they load after the screen under them, not with it.
const OrderDetail = lazyPage(() => import('./order-detail.tsx').then((m) => ({ default: m.OrderDetail })));

/** Starts loading the sheet once the browser is idle, so it opens without waiting. */
function usePreloadWhenIdle(): void {
  useEffect(
    () =>
      whenIdle(() => {
        OrderDetail.preload();
      }, 3000),
    [],
  );
}

/**
 * An order's detail sheet (when `detail` is set); it mounts with its first use and then stays, so it closes
 * with its animation. Settled results are announced app-wide (result-announcer.tsx).
 */
export function TradeSheets({ detail, onClose }: { detail: Order | undefined; onClose: () => void }) {
  const [used, setUsed] = useState(false);
  if (detail && !used) setUsed(true);
  usePreloadWhenIdle();
  return (
    <Boundary compact>
      <Suspense fallback={null}>{used && <OrderDetail order={detail} onClose={onClose} />}</Suspense>
    </Boundary>
  );
}
