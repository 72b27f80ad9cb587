import { type Asset, assetScale } from './money-math.ts';

/**
 * How every number is shown, by asset and purpose: the one rule the app's screens and the server's
 * message placeholders both use (zod-free, so the web's light entry `src/wire.ts` carries it too).
 *
 * - `price` (market prices, strikes, closes): spec §9, an integer part of 4 or more digits gets 2
 *   decimals, otherwise 4, rounded half up.
 * - `amount` (a balance, a stake, a limit, a record): the asset's scale (USDT 6 decimals, CNY 2, i.e. the
 *   cent), exactly as the ledger holds it.
 * - `fee` (exchange fees, rounded to the cent by `formulas/exchange.ts`): 2 decimals. A withdraw fee is
 *   rounded to the asset's unit (`formulas/withdraw.ts`), so it is shown as an `amount`.
 * - `total` (a valuation at a rate, such as total assets): spec §9's decimals, rounded down, so a total
 *   never shows more than is held.
 * - `limit` (a bound the administrator set: a range's min and max, a minimum fee): as set, at most the
 *   asset's scale, without trailing zeros ("10-5000 USDT", not "10.000000-5000.000000 USDT").
 */
export type DisplayPurpose = 'price' | 'amount' | 'fee' | 'total' | 'limit';

/** The code each asset is shown with. */
export const assetCode: Record<Asset, string> = { usdt: 'USDT', money: 'CNY' };

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/** Spec §9: 2 decimals for an integer part of 4 or more digits, otherwise 4. */
export function priceDecimals(value: string): number {
  const int = (DECIMAL.exec(value.trim())?.[2] ?? '0').replace(/^0+(?=\d)/, '');
  return int.length >= 4 ? 2 : 4;
}

/** Decimals for `value` shown for `purpose` in `asset` (prices and totals depend on the value itself). */
export function displayDecimals(value: string, purpose: DisplayPurpose, asset: Asset = 'usdt'): number {
  if (purpose === 'amount' || purpose === 'limit') return assetScale[asset];
  if (purpose === 'fee') return 2;
  return priceDecimals(value);
}

/**
 * A decimal string at exactly `decimals` places (clamped to 0–20), computed on digits, never through a
 * float: half up (away from zero) or down (towards zero). Not a number → '--'.
 */
export function roundDecimal(value: string, decimals: number, mode: 'half-up' | 'down' = 'half-up'): string {
  const m = DECIMAL.exec(value.trim());
  if (!m) return '--';
  const d = Math.min(20, Math.max(0, Math.trunc(decimals)));
  const [, sign, int = '0', frac = ''] = m;
  const kept = BigInt(int + frac.slice(0, d).padEnd(d, '0'));
  const roundUp = mode === 'half-up' && (frac[d] ?? '0') >= '5';
  const digits = (roundUp ? kept + 1n : kept).toString().padStart(d + 1, '0');
  const text = d > 0 ? `${digits.slice(0, -d)}.${digits.slice(-d)}` : digits;
  return sign === '-' && /[1-9]/.test(digits) ? `-${text}` : text;
}

const asDecimal = (value: number | string): string =>
  typeof value === 'string' ? value : Number.isFinite(value) ? value.toFixed(20) : 'NaN';

/** `value` as `purpose` in `asset` says: the digits only, no code. */
export function formatDisplay(
  value: number | string,
  purpose: DisplayPurpose,
  asset: Asset = 'usdt',
): string {
  const text = asDecimal(value);
  const shown = roundDecimal(
    text,
    displayDecimals(text, purpose, asset),
    purpose === 'total' ? 'down' : 'half-up',
  );
  return purpose === 'limit' && shown.includes('.') ? shown.replace(/\.?0+$/, '') : shown;
}

/**
 * An amount of `asset` at its scale with its unit: "10.000000 USDT", "35.00 CNY". A screen passes the
 * unit in the reader's language ("35.00 人民币" in zh-Hans); the digits follow the same rule either way.
 */
export const formatAmount = (value: string, asset: Asset, unit: string = assetCode[asset]): string =>
  `${formatDisplay(value, 'amount', asset)} ${unit}`;

/** A fee rounded to the cent with its code: "0.10 USDT". */
export const formatFee = (value: string, asset: Asset): string =>
  `${formatDisplay(value, 'fee', asset)} ${assetCode[asset]}`;

/** A range of limits of `asset`: "10-5000 USDT", the code once. */
export const formatAmountRange = (min: string, max: string, asset: Asset): string =>
  `${formatDisplay(min, 'limit', asset)}-${formatDisplay(max, 'limit', asset)} ${assetCode[asset]}`;

/** A sign in front of a positive display ("+12.50"); negatives and zero keep theirs. */
export const withSign = (text: string): string =>
  /^\d/.test(text) && /[1-9]/.test(text) ? `+${text}` : text;
