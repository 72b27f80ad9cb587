import { api } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from './api.ts';
import { queryKey } from './query-keys.ts';
import { useSession } from './session.ts';

/**
 * `api.user.balance`: available and frozen per asset. Read once: every change to it is pushed
 * (app/push-bridge.ts writes it), and a reconnect reads it again.
 */
export function useBalance() {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: queryKey(api.user.balance),
    queryFn: () => request(api.user.balance),
    enabled: isLogin,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
