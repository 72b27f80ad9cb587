import { api } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import { queryKey } from '../../lib/query-keys.ts';
import { useSession } from '../../lib/session.ts';

/** `api.user.getMyQrcode`: the invite code, the register link carrying it, and a QR code of that link. */
export function useMyQrcode() {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: queryKey(api.user.getMyQrcode),
    queryFn: () => request(api.user.getMyQrcode),
    enabled: isLogin,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `api.user.inviteList`: who registered with this user's code (masked names), and how many. */
export function useInviteList(limit = 50) {
  const { isLogin } = useSession();
  const query = { page: 1, limit };
  return useQuery({
    queryKey: queryKey(api.user.inviteList, query),
    queryFn: () => request(api.user.inviteList, { query }),
    enabled: isLogin,
  });
}
