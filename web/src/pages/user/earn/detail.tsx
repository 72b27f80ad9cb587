import { ErrorBlock, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Page } from '../../../components/page.tsx';
import { useEarnProduct } from '../../../features/earn/api.ts';
import { RiskNote, Terms } from '../../../features/earn/components/parts.tsx';
import { SubscribeForm } from '../../../features/earn/components/subscribe-form.tsx';
import '../../../features/earn/earn.css';
import { useBalance } from '../../../lib/balance.ts';
import { nav } from '../../../lib/navigation.ts';
import { usePageOptions } from '../../../lib/page-options.ts';

/** earn/detail?id=1: the product's terms, then the amount to subscribe and what it will earn. */
export default function EarnDetailPage() {
  const { t } = useTranslation();
  const id = Number(usePageOptions().id) || 0;
  const product = useEarnProduct(id);
  const balance = useBalance();
  return (
    <Page title={t('title.earn_detail')} className="earn-page">
      {id === 0 || product.isError ? (
        <ErrorBlock status="empty" title={t('product_not_exist')} description="" />
      ) : product.data ? (
        <>
          <h2 className="earn-section">{product.data.name}</h2>
          <Terms product={product.data} />
          <RiskNote product={product.data} />
          <SubscribeForm
            product={product.data}
            available={balance.data?.usdt.available}
            onDone={(order) => nav.redirect(`${paths.earnOrder}?id=${order.id}`)}
          />
        </>
      ) : (
        <Skeleton.Paragraph lineCount={10} animated />
      )}
    </Page>
  );
}
