import { Skeleton } from 'antd-mobile';
import { failedQuery, QueryFailed } from '../../../components/load-failed.tsx';
import { ProductMissing } from '../../../components/product-missing.tsx';
import { useLivePrice } from '../live-price.ts';
import type { useOrderDialog } from '../use-order-dialog.ts';
import { OrderForm } from './order-form.tsx';
import { DirectionToggle, price } from './order-parts.tsx';

type Dialog = ReturnType<typeof useOrderDialog>;

/** The product's name, its live price and the direction switch. */
function DialogHead({ dialog }: { dialog: Dialog }) {
  const live = useLivePrice(dialog.product?.symbol);
  return (
    <div className="dialog-head">
      <div>
        <div className="price-name">{dialog.product?.name ?? '--'}</div>
        <div className="dialog-price" data-testid="live-price">
          {price(live.ticker?.last)}
        </div>
      </div>
      <DirectionToggle value={dialog.direction} onChange={dialog.setDirection} />
    </div>
  );
}

/**
 * What the order dialog shows: the form for the product, the spec's "product does not exist" for a symbol
 * no product has, or why the products could not be read.
 */
export function OrderDialogBody({ dialog }: { dialog: Dialog }) {
  const failed = failedQuery(dialog.products);
  if (failed) return <QueryFailed query={failed} />;
  if (dialog.missing) return <ProductMissing />;
  const { product } = dialog;
  return (
    <>
      <DialogHead dialog={dialog} />
      {product ? (
        <OrderForm
          key={product.symbol}
          product={product}
          direction={dialog.direction}
          available={dialog.balance.data?.usdt.available}
          pending={dialog.pending}
          initial={dialog.initial}
          onSubmit={(o) => void dialog.place(o)}
        />
      ) : (
        <Skeleton.Paragraph lineCount={6} animated />
      )}
    </>
  );
}
