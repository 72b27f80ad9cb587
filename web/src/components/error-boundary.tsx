import { type ReactNode, useEffect } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';

/**
 * Spec section 8's "Loading failed, click to reload": a tap retries in place (no page reload, so the
 * session, caches and socket stay), and so does the browser coming back online.
 */
function LoadFailed({ resetErrorBoundary, compact }: FallbackProps & { compact?: boolean }) {
  const { t } = useTranslation();
  useEffect(() => {
    const retry = () => resetErrorBoundary();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [resetErrorBoundary]);
  return (
    <div className={compact ? 'load-failed compact' : 'load-failed'} role="alert">
      <button type="button" className="load-failed-button" onClick={() => resetErrorBoundary()}>
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
}: {
  children: ReactNode;
  resetKey?: unknown;
  compact?: boolean;
}) {
  return (
    <ErrorBoundary
      fallbackRender={(props) => <LoadFailed {...props} {...(compact ? { compact } : {})} />}
      resetKeys={[resetKey]}
      onError={report}
    >
      {children}
    </ErrorBoundary>
  );
}
