import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { Page } from '../../../components/page.tsx';
import { useEarnProducts } from '../../../features/earn/api.ts';
import { ProductList } from '../../../features/earn/components/product-list.tsx';
import { SummaryCard } from '../../../features/earn/components/summary-card.tsx';
import '../../../features/earn/earn.css';
import { nav } from '../../../lib/navigation.ts';

/** Earn Crypto Rewards: my holdings, then the products to subscribe to. */
export default function EarnIndexPage() {
  const { t } = useTranslation();
  const products = useEarnProducts();
  const daySeconds = products.data?.[0]?.day_seconds;
  return (
    <Page title={t('title.earn')} className="earn-page">
      <SummaryCard onOrders={() => nav.navigate(paths.earnList)} />
      {daySeconds !== undefined && daySeconds !== 86_400 ? (
        <p className="earn-demo" data-testid="earn-demo">
          {t('earn.demo_day', { count: daySeconds })}
        </p>
      ) : null}
      <h2 className="earn-section">{t('earn.products')}</h2>
      <ProductList products={products} onOpen={(p) => nav.navigate(`${paths.earnDetail}?id=${p.id}`)} />
    </Page>
  );
}
