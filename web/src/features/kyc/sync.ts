import { channels } from '@app/contracts/channels';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../lib/feedback.ts';
import { translate as t } from '../../lib/i18n.ts';
import { whenIdle } from '../../lib/idle.ts';
import { useSession } from '../../lib/session.ts';

/**
 * Keeps the verification state current while the app is open: each `realname` push carries the new
 * state, written into the cache (Mine, Setting and the form show it at once); a decision is announced.
 * The socket and the cache writer (both bring the contracts, with zod) load at an idle moment after the
 * first paint, as the app's socket does (app/live.ts), so the shell mounting this adds nothing to the
 * first screen.
 */
export function useRealnameSync(): void {
  const queryClient = useQueryClient();
  const { isLogin } = useSession();
  useEffect(() => {
    if (!isLogin) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const listen = async () => {
      const [{ socket }, { writeRealname }] = await Promise.all([
        import('../../lib/socket/index.ts'),
        import('./api.ts'),
      ]);
      if (cancelled) return;
      socket.start();
      stop = socket.subscribe(channels.realname, (m) => {
        if (m.ch !== 'realname') return;
        writeRealname(queryClient, m.data);
        if (m.data.status === 2) void toast(t('kyc.push_approved'));
        if (m.data.status === 3) void toast(t('kyc.push_declined'));
      });
    };
    const cancelIdle = whenIdle(() => void listen());
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [isLogin, queryClient]);
}
