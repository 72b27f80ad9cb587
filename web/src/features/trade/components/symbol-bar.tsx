import type { Product } from '../api.ts';

/** The tradable symbols as a row of chips; closed products are shown but cannot be picked. */
export function SymbolBar(props: {
  products: Product[];
  value: string | undefined;
  onChange: (symbol: string) => void;
}) {
  return (
    <div className="symbol-bar" role="tablist">
      {props.products.map((p) => (
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
