import { CheckOutline } from 'antd-mobile-icons';

const swatches = [
  '#1677ff',
  '#2f54eb',
  '#722ed1',
  '#eb2f96',
  '#f5222d',
  '#fa8c16',
  '#faad14',
  '#13c2c2',
  '#16c784',
  '#52c41a',
  '#0fb5ae',
  '#3d4a5c',
];

/** The main colours on offer, the chosen one ticked. */
export function Swatches({ value, onPick }: { value: string; onPick: (color: string) => void }) {
  return (
    <div className="swatches">
      {swatches.map((c) => (
        <button
          key={c}
          type="button"
          className="swatch"
          style={{ background: c }}
          aria-label={c}
          data-color={c}
          onClick={() => onPick(c)}
        >
          {c === value.toLowerCase() ? <CheckOutline /> : null}
        </button>
      ))}
    </div>
  );
}
