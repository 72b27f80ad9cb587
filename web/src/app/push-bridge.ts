import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '../lib/idle.ts';
import { useSession } from '../lib/session.ts';

/**
 * The app's one bridge from pushes to the query cache (docs/architecture.md, "A push"), mounted by the app
 * shell while a user is logged in: pages mount no socket listeners. The socket and the writers (they bring
 * the contracts, with zod) load at an idle moment after the first paint, as the app's socket does
 * (app/live.ts), so the shell adds nothing to the first screen.
 */
export function usePushBridge(): void {
  const queryClient = useQueryClient();
  const { isLogin } = useSession();
  useEffect(() => {
    if (!isLogin) return;
    let release: (() => void) | undefined;
    let cancelled = false;
    const connect = async () => {
      const [{ socket }, { connectBridge }] = await Promise.all([
        import('../lib/socket/index.ts'),
        import('./push-routes.ts'),
      ]);
      if (!cancelled) release = connectBridge(queryClient, socket);
    };
    const cancelIdle = whenIdle(() => void connect());
    return () => {
      cancelled = true;
      cancelIdle();
      release?.();
    };
  }, [isLogin, queryClient]);
}
