import { useEffect, useState } from 'react';
import { lastOrder } from './amount-presets.ts';
import type { Product } from './api.ts';
import { seedPrice } from './live-price.ts';

const SYMBOL_KEY = 'trade_symbol';

/**
 * The pair the Trade tab shows: the one chosen last in this tab session, else the last order's, else the
 * first open product. Its ticker seeds the live price; `choose` switches and remembers the pair.
 */
export function useTradeProduct(products: readonly Product[] | undefined) {
  const [symbol, setSymbol] = useState(() => sessionStorage.getItem(SYMBOL_KEY) ?? lastOrder()?.symbol);
  const product = products?.find((p) => p.symbol === symbol) ?? products?.find((p) => p.open);
  useEffect(() => seedPrice(product?.ticker), [product]);
  const choose = (s: string) => {
    sessionStorage.setItem(SYMBOL_KEY, s);
    setSymbol(s);
  };
  return { product, choose };
}
