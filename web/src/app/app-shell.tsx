import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import { Redirect } from 'wouter';
import { Boundary } from '../components/error-boundary.tsx';
import { SandboxBadge } from '../components/sandbox-badge.tsx';
import { hideAllFeedback } from '../lib/feedback.ts';
import { useAppLocation } from '../lib/location.tsx';
import { useSession } from '../lib/session.ts';
import { guard } from './guard.ts';
import { usePushBridge } from './push-bridge.ts';
import { PwaNotices } from './pwa-notices.tsx';
import { ResultMount } from './result-mount.tsx';

/** Every route renders inside: applies the guards and clears feedback left by the previous page. */
export function AppShell({ children }: { children: ReactNode }) {
  const location = useAppLocation();
  const { isLogin, leaving } = useSession();
  usePushBridge();
  // Runs on every route change (the key is new for each navigation).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger, not an input
  useLayoutEffect(() => hideAllFeedback(), [location.key]);
  const decision = guard(location.pathname, location.search, isLogin);
  // After a 401 the message stays on this screen for 3 s; the relaunch then goes to login.
  if (!decision.allow && !leaving) return <Redirect to={decision.to} replace />;
  return (
    <div className="app-frame">
      <PwaNotices />
      <SandboxBadge />
      {isLogin ? <ResultMount /> : null}
      <Boundary resetKey={location.pathname}>
        <Suspense fallback={<div className="boot" />}>{children}</Suspense>
      </Boundary>
    </div>
  );
}
