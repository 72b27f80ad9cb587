import type { QueryClient } from '@tanstack/react-query';
import { productListQuery } from '../../../features/market/api.ts';
import { newOrderListQuery } from '../../../features/trade/api.ts';
import { isLoggedIn } from '../../../lib/session.ts';

/**
 * What the Trade tab shows first (the products and the open positions), asked for while the tab's chunk
 * is still downloading when the app starts on it (app/routes.tsx); the tab's queries then find the
 * answers in flight or in the cache.
 */
export function prefetch(client: QueryClient): void {
  void client.prefetchQuery(productListQuery);
  if (isLoggedIn()) void client.prefetchQuery(newOrderListQuery);
}
