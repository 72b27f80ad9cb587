import { Suspense, useState } from 'react';
import { Boundary } from '../components/error-boundary.tsx';
import { useResults } from '../features/trade/results.ts';
import { lazyPage } from '../lib/lazy-page.tsx';

// The announcer and its sheet (a popup with its animation libraries) load with the first result, not
// with the app: no screen pays for them before there is something to announce.
const ResultAnnouncer = lazyPage(() =>
  import('../features/trade/components/result-announcer.tsx').then((m) => ({ default: m.ResultAnnouncer })),
);

/** Mounted by the app shell while logged in: a settled result is announced on whichever screen is open. */
export function ResultMount() {
  const [first] = useResults();
  const [used, setUsed] = useState(false);
  if (first && !used) setUsed(true);
  return used ? (
    <Boundary compact>
      <Suspense fallback={null}>
        <ResultAnnouncer />
      </Suspense>
    </Boundary>
  ) : null;
}
