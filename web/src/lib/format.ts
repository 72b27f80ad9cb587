import { type Asset, formatDisplay, type Language, withSign } from '@app/contracts';

/**
 * Spec section 9: display helpers. Money arrives as decimal strings; these only format for display. The
 * rule per asset and purpose (price, amount, fee, total) is `@app/contracts`' `display.ts`, shared with
 * the server's messages: every screen formats through it.
 */
export {
  assetCode,
  formatAmount,
  formatAmountRange,
  formatDisplay,
  formatFee,
} from '@app/contracts';

const toNumber = (value: number | string): number => (typeof value === 'number' ? value : Number(value));

/** Fixed decimals, clamped to 0–20 as `Number#toFixed` allows. */
export function toFixed(value: number | string, decimals: number): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '--';
  const d = Math.min(20, Math.max(0, Math.trunc(decimals)));
  return n.toFixed(d);
}

/** A price (spec §9): an integer part of 4 or more digits gets 2 decimals, otherwise 4. */
export const formatNumber = (value: number | string): string => formatDisplay(value, 'price');

/** A signed price-style number: "+12.3400", "-1000.00", "0.0000". */
export const formatSigned = (value: number | string): string => withSign(formatNumber(value));

/** The digits of an amount of `asset` at its scale ("10.000000", "35.00"), no code. */
export const formatMoney = (value: string, asset: Asset): string => formatDisplay(value, 'amount', asset);

/** A limit the administrator set (a range's bound, a single maximum) as set: "10", "5000" (contracts' `limit`). */
export const formatLimit = (value: string, asset: Asset): string => formatDisplay(value, 'limit', asset);

/** A signed amount of `asset` at its scale: "+71.28", "-10.000000". */
export const formatSignedMoney = (value: string, asset: Asset): string => withSign(formatMoney(value, asset));

/** A change already in percent, always 2 decimals and signed: "+8.10%", "-0.45%", "0.00%". */
export function formatChange(percent: number | string): string {
  const n = toNumber(percent);
  if (!Number.isFinite(n)) return '--';
  return `${n > 0 ? '+' : ''}${toFixed(n, 2)}%`;
}

/** A ratio as a percentage with 2 decimals: 0.8 → "80.00%". */
export function formatRatio(ratio: number | string): string {
  const n = toNumber(ratio);
  if (!Number.isFinite(n)) return '--';
  return `${toFixed(n * 100, 2)}%`;
}

const units = [
  { at: 1e12, suffix: 'T' },
  { at: 1e9, suffix: 'B' },
  { at: 1e6, suffix: 'M' },
  { at: 1e3, suffix: 'K' },
] as const;

/** K/M/B/T with 2 decimals, each unit a thousand times the last; smaller numbers go through formatNumber. */
export function abbreviate(value: number | string): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '--';
  const unit = units.find((u) => Math.abs(n) >= u.at);
  return unit ? `${(n / unit.at).toFixed(2)}${unit.suffix}` : formatNumber(n);
}

/** USD for en-US, CNY for Chinese, USD otherwise. */
export const currencyOf = (lang: Language): 'USD' | 'CNY' => (lang.startsWith('zh') ? 'CNY' : 'USD');

export function formatCurrency(value: number | string, lang: Language, decimals = 2): string {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return '--';
  const locale = lang === 'zh-Hans' ? 'zh-CN' : lang === 'zh-Hant' ? 'zh-TW' : lang;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currencyOf(lang),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(n);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:mm` in local time. */
export function formatDate(epochMs: number): string {
  const d = new Date(epochMs);
  if (Number.isNaN(d.getTime())) return '--';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export type Translate = (key: string, params?: Record<string, unknown>) => string;

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/**
 * 'Moment ago' under 300 s, then minutes under an hour, hours under a day, days under 30 days, months of
 * 30 days under a year, years of 365 days; a time in the future or not a time is a formatted date.
 */
export function relativeTime(epochMs: number, now: number, t: Translate): string {
  const seconds = Math.floor((now - epochMs) / 1000);
  if (!Number.isFinite(seconds) || seconds < 0) return formatDate(epochMs);
  if (seconds < 300) return t('time.moment_ago');
  if (seconds < HOUR) return t('time.minutes_ago', { count: Math.floor(seconds / MINUTE) });
  if (seconds < DAY) return t('time.hours_ago', { count: Math.floor(seconds / HOUR) });
  if (seconds < 30 * DAY) return t('time.days_ago', { count: Math.floor(seconds / DAY) });
  if (seconds < 365 * DAY) return t('time.months_ago', { count: Math.floor(seconds / (30 * DAY)) });
  return t('time.years_ago', { count: Math.floor(seconds / (365 * DAY)) });
}
