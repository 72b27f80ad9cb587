import type { api, Body, Order } from '@app/contracts';
import { useOnceSubmit } from '../../lib/use-once-submit.ts';
import { useBuy } from './api.ts';

type BuyBody = Omit<Body<typeof api.user.buy>, 'idempotency_key'>;

/**
 * Placing an order from one opening of the dialog: the shared once-per-intent submit (lib/use-once-submit)
 * with the key kept after success, so one opening names one order however often it is sent.
 */
export function useOrderSubmit(mutate?: (body: Body<typeof api.user.buy>) => Promise<Order>) {
  const buy = useBuy();
  return useOnceSubmit<BuyBody, Order>(mutate ?? buy.mutateAsync, { keepAfterSuccess: true });
}
