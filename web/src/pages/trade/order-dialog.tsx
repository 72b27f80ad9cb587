import { Skeleton } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { useProductList } from '../../features/market/api.ts';
import { OrderForm } from '../../features/trade/components/order-form.tsx';
import { DirectionTag, price } from '../../features/trade/components/order-parts.tsx';
import { seedPrice, useLivePrice } from '../../features/trade/live-price.ts';
import '../../features/trade/trade.css';
import { useOrderSubmit } from '../../features/trade/use-order-submit.ts';
import { useBalance } from '../../features/wallet/api.ts';
import { toast, toastError } from '../../lib/feedback.ts';
import { nav } from '../../lib/navigation.ts';
import { usePageOptions } from '../../lib/page-options.ts';

/** trade/orderDialog?symbol=BTCUSDT&direction=up: one opening of the dialog is one order. */
export default function OrderDialogPage() {
  const { t } = useTranslation();
  const options = usePageOptions();
  const direction = options.direction === 'down' ? 'down' : 'up';
  const products = useProductList();
  const product = products.data?.find((p) => p.symbol === options.symbol) ?? products.data?.[0];
  useEffect(() => seedPrice(product?.ticker), [product]);
  const live = useLivePrice(product?.symbol);
  const balance = useBalance();
  const { submit, pending } = useOrderSubmit();
  const place = async (order: { seconds: number; amount: string }) => {
    if (!product) return;
    try {
      const placed = await submit({ product_id: product.id, direction, ...order });
      if (!placed) return;
      void toast(t('trade.placed'), undefined, { acrossNavigation: true });
      nav.back();
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
        <DirectionTag direction={direction} />
      </div>
      {product ? (
        <OrderForm
          product={product}
          direction={direction}
          available={balance.data?.usdt.available}
          pending={pending}
          onSubmit={(o) => void place(o)}
        />
      ) : (
        <Skeleton.Paragraph lineCount={6} animated />
      )}
    </Page>
  );
}
