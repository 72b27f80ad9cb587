import type { api, Data, Order } from '@app/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, toastError } from '../../lib/feedback.ts';
import { lastOrder, rememberOrder } from './amount-presets.ts';
import type { Product } from './api.ts';
import { seedPrice } from './live-price.ts';
import { useOrderSubmit } from './use-order-submit.ts';

/**
 * The order dialog's state for `trade/orderDialog?symbol=…&direction=…`: the product the address names
 * (the last one traded when it names none), or `missing` when it names one that does not exist: an unknown
 * symbol is never silently replaced by another product. `place` sends one order per opening and calls
 * `onPlaced` once it is booked.
 */
export function useOrderDialog(props: {
  options: Record<string, string>;
  /** The products (`api.product.list`) and the balance, read by the page (features/market, lib/balance.ts). */
  products: UseQueryResult<Product[]>;
  balance: UseQueryResult<Data<typeof api.user.balance>>;
  onPlaced: () => void;
}) {
  const { options, products, balance, onPlaced } = props;
  const { t } = useTranslation();
  // Read again whenever the address changes: the same instance may stay mounted across a quick
  // dialog → page → dialog round trip (a route transition that had not finished).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are the trigger
  const last = useMemo(lastOrder, [options]);
  const [direction, setDirection] = useState<Order['direction']>(
    options.direction === 'down' ? 'down' : 'up',
  );
  const wanted = options.symbol ?? last?.symbol;
  const list = products.data ?? [];
  const product = wanted === undefined ? list[0] : list.find((p) => p.symbol === wanted);
  const missing = products.isSuccess && product === undefined;
  useEffect(() => seedPrice(product?.ticker), [product]);
  const { submit, pending } = useOrderSubmit();
  const place = async (order: { seconds: number; amount: string }) => {
    if (!product) return;
    try {
      const placed = await submit({ product_id: product.id, direction, ...order });
      if (!placed) return;
      rememberOrder({ symbol: product.symbol, ...order });
      void toast(t('trade.placed'), undefined, { acrossNavigation: true });
      onPlaced();
    } catch (error) {
      toastError(error, t('trade.failed'));
    }
  };
  const initial = last?.symbol === product?.symbol ? last : undefined;
  return { products, product, missing, direction, setDirection, balance, pending, place, initial };
}
