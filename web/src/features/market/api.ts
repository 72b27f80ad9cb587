import { api } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../lib/api.ts';
import { queryKey } from '../../lib/query-keys.ts';

/**
 * `api.product.list` and `api.product.detail` live here, beside the market data they show: the product
 * screens of this issue only read them (the trade feature places orders).
 */
export const productListQuery = queryOptions({
  queryKey: queryKey(api.product.list),
  queryFn: () => request(api.product.list),
  staleTime: 60_000,
});

export function useProductList() {
  return useQuery(productListQuery);
}

export function useProductDetail(symbol: string) {
  return useQuery({
    queryKey: queryKey(api.product.detail, { symbol }),
    queryFn: () => request(api.product.detail, { query: { symbol } }),
    enabled: symbol.length > 0,
    staleTime: 60_000,
  });
}
