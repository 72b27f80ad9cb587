import type { api, Body, Order } from '@app/contracts';
import { useOnceSubmit } from '../../lib/use-once-submit.ts';
import { useBuy } from './api.ts';

type BuyBody = Omit<Body<typeof api.user.buy>, 'idempotency_key'>;

/**
 * Placing an order: the shared once-per-intent submit (lib/use-once-submit). From the dialog the key is kept
 * after success, so one opening names one order however often it is sent; on the Trade screen
 * (`keepAfterSuccess: false`) each confirmed order is a new intent.
 */
export function useOrderSubmit(
  mutate?: (body: Body<typeof api.user.buy>) => Promise<Order>,
  { keepAfterSuccess = true }: { keepAfterSuccess?: boolean } = {},
) {
  const buy = useBuy();
  return useOnceSubmit<BuyBody, Order>(mutate ?? buy.mutateAsync, { keepAfterSuccess });
}
