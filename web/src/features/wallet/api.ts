import { api } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import { queryKey } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

/** `api.user.balance`: available and frozen per asset. */
export function useBalance() {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: queryKey(api.user.balance),
    queryFn: () => request(api.user.balance),
    enabled: isLogin,
  });
}
