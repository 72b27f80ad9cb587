import { api } from '@app/contracts';
import { useCall } from '../../lib/call-hooks.ts';

/**
 * `api.user.balance`: available and frozen per asset. Read once: every change to it is pushed
 * (app/push-bridge.ts writes it), and a reconnect reads it again.
 */
export function useBalance() {
  return useCall(api.user.balance, undefined, { staleTime: Number.POSITIVE_INFINITY });
}
