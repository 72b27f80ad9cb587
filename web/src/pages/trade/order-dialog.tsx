import { Skeleton } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { useProductList } from '../../features/market/api.ts';
import { lastOrder, rememberOrder } from '../../features/trade/amount-presets.ts';
import { OrderForm } from '../../features/trade/components/order-form.tsx';
import { DirectionToggle, price } from '../../features/trade/components/order-parts.tsx';
import { seedPrice, useLivePrice } from '../../features/trade/live-price.ts';
import '../../features/trade/trade.css';
import { useOrderSubmit } from '../../features/trade/use-order-submit.ts';
import { useBalance } from '../../features/wallet/api.ts';
import { toast, toastError } from '../../lib/feedback.ts';
import { nav } from '../../lib/navigation.ts';
import { usePageOptions } from '../../lib/page-options.ts';

/**
 * trade/orderDialog?symbol=BTCUSDT&direction=up: one opening of the dialog is one order. Without a symbol
 * it opens on the last one traded, and the last period and stake are offered again.
 */
export default function OrderDialogPage() {
  const { t } = useTranslation();
  const options = usePageOptions();
  // Read again whenever the address changes: the same instance may stay mounted across a quick
  // dialog → page → dialog round trip (a route transition that had not finished).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are the trigger
  const last = useMemo(lastOrder, [options]);
  const [direction, setDirection] = useState<'up' | 'down'>(options.direction === 'down' ? 'down' : 'up');
  const products = useProductList();
  const wanted = options.symbol ?? last?.symbol;
  const product = products.data?.find((p) => p.symbol === wanted) ?? products.data?.[0];
  useEffect(() => seedPrice(product?.ticker), [product]);
  const live = useLivePrice(product?.symbol);
  const balance = useBalance();
  const { submit, pending } = useOrderSubmit();
  const place = async (order: { seconds: number; amount: string }) => {
    if (!product) return;
    try {
      const placed = await submit({ product_id: product.id, direction, ...order });
      if (!placed) return;
      rememberOrder({ symbol: product.symbol, ...order });
      void toast(t('trade.placed'), undefined, { acrossNavigation: true });
      nav.finish(options.from);
    } catch (error) {
      toastError(error, t('trade.failed'));
    }
  };
  return (
    <Page title={t('title.order_dialog')} className="order-dialog">
      <div className="dialog-head">
        <div>
          <div className="price-name">{product?.name ?? '--'}</div>
          <div className="dialog-price" data-testid="live-price">
            {price(live.ticker?.last)}
          </div>
        </div>
        <DirectionToggle value={direction} onChange={setDirection} />
      </div>
      {product ? (
        <OrderForm
          key={product.symbol}
          product={product}
          direction={direction}
          available={balance.data?.usdt.available}
          pending={pending}
          initial={last?.symbol === product.symbol ? last : undefined}
          onSubmit={(o) => void place(o)}
        />
      ) : (
        <Skeleton.Paragraph lineCount={6} animated />
      )}
    </Page>
  );
}
