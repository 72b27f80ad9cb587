import { channels } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../lib/feedback.ts';
import { translate as t } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { socket } from '../../lib/socket/index.ts';
import { writeRealname } from './api.ts';

/**
 * Keeps the verification state current while the app is open: each `realname` push carries the new
 * state, written into the cache (Mine, Setting and the form show it at once); a decision is announced.
 */
export function useRealnameSync(): void {
  const queryClient = useQueryClient();
  const { isLogin } = useSession();
  useEffect(() => {
    if (!isLogin) return;
    socket.start();
    return socket.subscribe(channels.realname, (m) => {
      if (m.ch !== 'realname') return;
      writeRealname(queryClient, m.data);
      if (m.data.status === 2) toast(t('kyc.push_approved'));
      if (m.data.status === 3) toast(t('kyc.push_declined'));
    });
  }, [isLogin, queryClient]);
}
