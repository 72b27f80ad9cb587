import { api } from '@app/contracts';
import { useCall } from '../../lib/call-hooks.ts';

/** `api.user.getMyQrcode`: the invite code, the register link carrying it, and a QR code of that link. */
export const useMyQrcode = () =>
  useCall(api.user.getMyQrcode, undefined, { staleTime: Number.POSITIVE_INFINITY });

/** `api.user.inviteList`: who registered with this user's code (masked names), and how many. */
export const useInviteList = (limit = 50) => useCall(api.user.inviteList, { page: 1, limit });
