import { Skeleton } from 'antd-mobile';
import { type FailedQuery, failedQuery, QueryFailed } from '../../../components/load-failed.tsx';
import type { Product } from '../api.ts';

/**
 * The tradable symbols as a row of chips; closed products are shown but cannot be picked. While they load,
 * a skeleton; when they could not be loaded, why, with a retry.
 */
export function SymbolBar(props: {
  products: FailedQuery & { data?: Product[] | undefined };
  value: string | undefined;
  onChange: (symbol: string) => void;
}) {
  const failed = failedQuery(props.products);
  if (failed) return <QueryFailed query={failed} compact />;
  if (!props.products.data) return <Skeleton.Paragraph lineCount={1} animated />;
  return (
    <div className="symbol-bar" role="tablist">
      {props.products.data.map((p) => (
        <button
          key={p.id}
          type="button"
          role="tab"
          aria-selected={p.symbol === props.value}
          className={`symbol-chip${p.symbol === props.value ? ' active' : ''}`}
          disabled={!p.open}
          data-symbol={p.symbol}
          onClick={() => props.onChange(p.symbol)}
        >
          {p.name}
        </button>
      ))}
    </div>
  );
}
