import { type ReactNode, useEffect, useRef } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';

/** Taps on "Loading failed" that retry in place while online; the next one reloads the page. */
export const tapsBeforeReload = 2;

/**
 * Spec section 8's "Loading failed, click to reload": a tap retries in place (no page reload, so the
 * session, caches and socket stay), and so does the browser coming back online. When in-place retries
 * keep failing although the browser is online (a deploy removed the chunk this page still names), the
 * next tap reloads the page.
 */
function LoadFailed({
  resetErrorBoundary,
  compact,
  onTap,
}: FallbackProps & { compact?: boolean; onTap: () => boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    const retry = () => resetErrorBoundary();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [resetErrorBoundary]);
  return (
    <div className={compact ? 'load-failed compact' : 'load-failed'} role="alert">
      <button type="button" className="load-failed-button" onClick={() => onTap() && resetErrorBoundary()}>
        {t('loading_failed')}
      </button>
    </div>
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
  if (taps.current.key !== resetKey) taps.current = { count: 0, key: resetKey };
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
      fallbackRender={(props) => <LoadFailed {...props} onTap={onTap} {...(compact ? { compact } : {})} />}
      resetKeys={[resetKey]}
      onError={report}
    >
      {children}
    </ErrorBoundary>
  );
}
