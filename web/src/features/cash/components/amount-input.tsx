import { Input } from 'antd-mobile';

/** A decimal amount field: digits and one point, at most `decimals` after it. */
export function AmountInput(props: {
  value: string;
  onChange: (value: string) => void;
  decimals: number;
  placeholder: string;
  /** For a `<label htmlFor>` naming the field. */
  id?: string;
  testId?: string;
  /** Its accessible name, when no visible label is tied to it. */
  label?: string;
}) {
  const pattern = new RegExp(`^\\d{0,12}(\\.\\d{0,${props.decimals}})?$`);
  return (
    <Input
      {...(props.id ? { id: props.id } : {})}
      inputMode="decimal"
      value={props.value}
      placeholder={props.placeholder}
      data-testid={props.testId}
      aria-label={props.label}
      onChange={(next) => {
        if (pattern.test(next)) props.onChange(next);
      }}
      clearable
    />
  );
}
