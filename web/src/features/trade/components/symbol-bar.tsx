import { type FailedQuery, failedQuery, QueryFailed } from '../../../components/load-failed.tsx';
import type { Product } from '../api.ts';

/**
 * The tradable symbols as a row of chips; closed products are shown but cannot be picked. While they load,
 * placeholder chips of the chips' own height (so nothing under the bar moves when they come); when they
 * could not be loaded, why, with a retry.
 */
export function SymbolBar(props: {
  products: FailedQuery & { data?: Product[] | undefined };
  value: string | undefined;
  onChange: (symbol: string) => void;
}) {
  const failed = failedQuery(props.products);
  if (failed) return <QueryFailed query={failed} compact />;
  if (!props.products.data)
    return (
      <div className="symbol-bar" aria-hidden="true" data-testid="symbol-bar-loading">
        {[0, 1, 2].map((i) => (
          <span key={i} className="symbol-chip symbol-chip-placeholder">
            {'\u00a0'}
          </span>
        ))}
      </div>
    );
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
