import { Suspense, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Boundary } from '../components/error-boundary.tsx';
import { useRealnameSync } from '../features/kyc/sync.ts';
import { hideAllFeedback } from '../lib/feedback.ts';
import { useSession } from '../lib/session.ts';
import { guard } from './guard.ts';
import { PwaNotices } from './pwa-notices.tsx';

/** Every route renders inside: applies the guards and clears feedback left by the previous page. */
export function AppShell() {
  const location = useLocation();
  const { isLogin, leaving } = useSession();
  useRealnameSync();
  // Runs on every route change (the key is new for each navigation).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger, not an input
  useLayoutEffect(() => hideAllFeedback(), [location.key]);
  const decision = guard(location.pathname, location.search, isLogin);
  // After a 401 the message stays on this screen for 3 s; the relaunch then goes to login.
  if (!decision.allow && !leaving) return <Navigate to={decision.to} replace />;
  return (
    <div className="app-frame">
      <PwaNotices />
      <Boundary resetKey={location.pathname}>
        <Suspense fallback={<div className="boot" />}>
          <Outlet />
        </Suspense>
      </Boundary>
    </div>
  );
}
