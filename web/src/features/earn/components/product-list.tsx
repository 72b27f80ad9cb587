import type { EarnProduct } from '@app/contracts';
import { Skeleton } from 'antd-mobile';
import { failedQuery, QueryFailed } from '../../../components/load-failed.tsx';
import type { useEarnProducts } from '../api.ts';
import { ProductCard } from './product-card.tsx';

/** The Earn products: a skeleton while they load, their cards, or why they could not be loaded. */
export function ProductList(props: {
  products: ReturnType<typeof useEarnProducts>;
  onOpen: (product: EarnProduct) => void;
}) {
  const failed = failedQuery(props.products);
  if (failed) return <QueryFailed query={failed} />;
  if (!props.products.data) return <Skeleton.Paragraph lineCount={8} animated />;
  return props.products.data.map((p) => (
    <ProductCard key={p.id} product={p} onOpen={() => props.onOpen(p)} />
  ));
}
