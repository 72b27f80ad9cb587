/** Assets a user holds. `money` is fiat, shown as CNY; `usdt` is the stablecoin. Zod-free, as is all of this file. */
export const assets = ['usdt', 'money'] as const;
export type Asset = (typeof assets)[number];

/** Fixed scale (digits after the point) each asset is stored with, as integer minor units. */
export const assetScale: Record<Asset, number> = { usdt: 6, money: 2 };

/** A decimal as the wire carries it (the `decimal` schema's pattern, contracts/src/money.ts). */
export const decimalPattern = /^-?\d{1,18}(\.\d{1,18})?$/;

/** Parses a decimal string into integer minor units at `scale`; extra digits are refused, not rounded. */
export function toMinor(value: string, scale: number): bigint {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) throw new RangeError(`not a decimal: ${value}`);
  const [, sign, int = '0', frac = ''] = m;
  const significant = frac.replace(/0+$/, '');
  if (significant.length > scale) throw new RangeError(`too many decimals: ${value}`);
  const minor = BigInt(int + significant.padEnd(scale, '0'));
  return sign === '-' ? -minor : minor;
}

/** Formats integer minor units at `scale` as a plain decimal string with exactly `scale` decimals. */
export function fromMinor(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const int = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${int}${scale > 0 ? `.${frac}` : ''}`;
}

/** True when `value` has no more than `scale` significant decimals. */
export function fitsScale(value: string, scale: number): boolean {
  const frac = value.split('.')[1] ?? '';
  return frac.replace(/0+$/, '').length <= scale;
}
