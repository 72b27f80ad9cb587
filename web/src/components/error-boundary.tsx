import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { isChunkFailure, retryFailedChunks } from '../lib/lazy-page.tsx';
import { LoadFailed } from './load-failed.tsx';

/** Taps on "Loading failed" that retry in place while online; the next one reloads the page. */
export const tapsBeforeReload = 2;

/** The wait before the n-th automatic retry of a chunk that failed: 1 s, 2 s, 4 s … at most 30 s. */
export const chunkBackoff = (n: number): number => Math.min(1_000 * 2 ** n, 30_000);

/** Whole seconds until `ms` from the first render have passed, ticking each second. */
function useSecondsLeft(ms: number | null): number | null {
  const [end] = useState(() => (ms === null ? 0 : Date.now() + ms));
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (ms === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [ms]);
  return ms === null ? null : Math.max(1, Math.ceil((end - now) / 1_000));
}

/**
 * Spec section 8's "Loading failed, click to reload": a tap retries in place (no page reload, so the
 * session, caches and socket stay), and so does the browser coming back online. A chunk that failed is
 * also tried again by itself, with a back-off (`chunkBackoff`), while the browser says it is online.
 * When in-place retries keep failing although the browser is online (a deploy removed the chunk this
 * page still names), the next tap reloads the page.
 */
function Fallback(
  props: FallbackProps & { compact?: boolean; onTap: () => boolean; auto: RefObject<number> },
) {
  const { t } = useTranslation();
  const { resetErrorBoundary, auto } = props;
  const delay = isChunkFailure(props.error) && navigator.onLine ? chunkBackoff(auto.current) : null;
  useEffect(() => {
    const retry = () => resetErrorBoundary();
    window.addEventListener('online', retry);
    const timer =
      delay === null
        ? undefined
        : setTimeout(() => {
            auto.current += 1;
            retry();
          }, delay);
    return () => {
      window.removeEventListener('online', retry);
      clearTimeout(timer);
    };
  }, [resetErrorBoundary, delay, auto]);
  const left = useSecondsLeft(delay);
  return (
    <LoadFailed
      action={t('loading_failed')}
      note={left === null ? null : t('failure.retry_in', { seconds: left })}
      onRetry={() => props.onTap() && resetErrorBoundary()}
      {...(props.compact ? { compact: true } : {})}
    />
  );
}

const report = (error: unknown) => console.error(error);

/**
 * An error boundary (bulletproof-react's pattern: one at the root, one per page, one per widget that may
 * fail on its own). `resetKey` (the route) clears the failure when the user goes elsewhere.
 */
export function Boundary({
  children,
  resetKey,
  compact,
  reload = () => window.location.reload(),
}: {
  children: ReactNode;
  resetKey?: unknown;
  compact?: boolean;
  reload?: () => void;
}) {
  const taps = useRef({ count: 0, key: resetKey });
  const auto = useRef(0);
  if (taps.current.key !== resetKey) {
    taps.current = { count: 0, key: resetKey };
    auto.current = 0;
  }
  // True: retry in place. False: the page is reloading.
  const onTap = () => {
    if (!navigator.onLine) return true;
    taps.current.count += 1;
    if (taps.current.count <= tapsBeforeReload) return true;
    reload();
    return false;
  };
  return (
    <ErrorBoundary
      fallbackRender={(props) => (
        <Fallback {...props} onTap={onTap} auto={auto} {...(compact ? { compact } : {})} />
      )}
      resetKeys={[resetKey]}
      onReset={retryFailedChunks}
      onError={report}
    >
      {children}
    </ErrorBoundary>
  );
}
