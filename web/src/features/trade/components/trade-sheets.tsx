import type { Order } from '@app/contracts';
import { Suspense, useEffect, useState } from 'react';
import { Boundary } from '../../../components/error-boundary.tsx';
import { whenIdle } from '../../../lib/idle.ts';
import { lazyPage } from '../../../lib/lazy-page.tsx';
import { useResults } from '../results.ts';

// The sheets are popups, and the popup's animation and gesture libraries (≈ 27 KB gzip) are the
// largest part of them: they load after the screen under them, not with it.
const OrderDetail = lazyPage(() => import('./order-detail.tsx').then((m) => ({ default: m.OrderDetail })));
const ResultSheet = lazyPage(() => import('./result-sheet.tsx').then((m) => ({ default: m.ResultSheet })));

/** Starts loading both sheets once the browser is idle, so the first one opens without waiting. */
function usePreloadWhenIdle(): void {
  useEffect(
    () =>
      whenIdle(() => {
        OrderDetail.preload();
        ResultSheet.preload();
      }, 3000),
    [],
  );
}

/**
 * An order's detail sheet (when `detail` is set) and the sheet of each settled order not yet seen. Each
 * mounts with its first use and then stays, so it closes with its animation.
 */
export function TradeSheets({ detail, onClose }: { detail: Order | undefined; onClose: () => void }) {
  const [result] = useResults();
  const [used, setUsed] = useState({ detail: false, result: false });
  if ((detail && !used.detail) || (result && !used.result))
    setUsed({ detail: used.detail || Boolean(detail), result: used.result || Boolean(result) });
  usePreloadWhenIdle();
  return (
    <Boundary compact>
      <Suspense fallback={null}>
        {used.detail && <OrderDetail order={detail} onClose={onClose} />}
        {used.result && <ResultSheet />}
      </Suspense>
    </Boundary>
  );
}
