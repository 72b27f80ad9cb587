import { useTranslation } from 'react-i18next';
import { Page } from '../../components/page.tsx';
import { useProductList } from '../../features/market/api.ts';
import { OrderDialogBody } from '../../features/trade/components/order-dialog-body.tsx';
import '../../features/trade/trade.css';
import { useOrderDialog } from '../../features/trade/use-order-dialog.ts';
import { useBalance } from '../../lib/balance.ts';
import { nav } from '../../lib/navigation.ts';
import { usePageOptions } from '../../lib/page-options.ts';

/**
 * trade/orderDialog?symbol=BTCUSDT&direction=up: one opening of the dialog is one order. Without a symbol
 * it opens on the last one traded, and the last period and stake are offered again; a symbol no product
 * has shows the spec's "product does not exist".
 */
export default function OrderDialogPage() {
  const { t } = useTranslation();
  const options = usePageOptions();
  const dialog = useOrderDialog({
    options,
    products: useProductList(),
    balance: useBalance(),
    onPlaced: () => nav.finish(options.from),
  });
  return (
    <Page title={t('title.order_dialog')} className="order-dialog">
      <OrderDialogBody dialog={dialog} />
    </Page>
  );
}
