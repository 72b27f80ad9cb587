import {
  assetScale,
  type EarnProduct,
  earnApr,
  earnDailyIncome,
  earnRedemption,
  earnTotalIncome,
  fromMinor,
  fromPercent,
  percentScale,
  toMinor,
} from '@app/contracts';

const SCALE = assetScale.usdt;

const minor = (value: string): bigint | undefined => {
  try {
    return /^\d+(\.\d+)?$/.test(value.trim()) ? toMinor(value.trim(), SCALE) : undefined;
  } catch {
    return undefined;
  }
};
const rate = (percent: string): bigint => {
  try {
    return fromPercent(percent);
  } catch {
    return 0n;
  }
};

/** A shared message key (contracts/messages), with the placeholders of the one that has some. */
export type Problem =
  | { key: 'enter_amount' | 'valid_amount' | 'insufficient_balance' }
  | { key: 'amount_range'; params: { min: string; max: string } };

/** The checks a subscription meets, in the order a user meets them; null when it may be sent. */
export function validateSubscription(
  amount: string,
  product: Pick<EarnProduct, 'min' | 'max'>,
  available: string | undefined,
): Problem | null {
  if (!amount.trim()) return { key: 'enter_amount' };
  const principal = minor(amount);
  if (principal === undefined || principal <= 0n) return { key: 'valid_amount' };
  const low = minor(product.min) ?? 0n;
  const high = minor(product.max) ?? 0n;
  if (principal < low || principal > high) return { key: 'amount_range', params: product };
  const have = available === undefined ? undefined : minor(available);
  if (have !== undefined && principal > have) return { key: 'insufficient_balance' };
  return null;
}

/** What the server will pay, by the contracts' formulas: a day's income and the whole cycle's. */
export function incomeEstimate(amount: string, product: Pick<EarnProduct, 'daily_rate' | 'cycle_days'>) {
  const principal = minor(amount) ?? 0n;
  const daily = rate(product.daily_rate);
  return {
    daily: fromMinor(earnDailyIncome(principal, daily), SCALE),
    total: fromMinor(earnTotalIncome(principal, daily, product.cycle_days), SCALE),
  };
}

/** The most that can be subscribed now: the available balance, capped by the single limit. */
export function maxSubscription(available: string | undefined, product: Pick<EarnProduct, 'max'>): string {
  const have = available === undefined ? 0n : (minor(available) ?? 0n);
  const cap = minor(product.max) ?? 0n;
  return fromMinor(have < cap ? have : cap, SCALE);
}

/** The redemption a product's terms imply for an amount (the detail page's note; orders carry their own). */
export function penaltyFor(amount: string, product: Pick<EarnProduct, 'breach_rate'>) {
  const { penalty, refund } = earnRedemption(minor(amount) ?? 0n, rate(product.breach_rate));
  return { penalty: fromMinor(penalty, SCALE), refund: fromMinor(refund, SCALE) };
}

/** The APR a daily rate implies (contracts/src/formulas/earn.ts: daily × 365, simple), in percent. */
export const aprOf = (dailyRate: string): string => fromMinor(earnApr(rate(dailyRate)), percentScale);

/** A percent string as shown: "0.3000" → "0.30%". Display only. */
export const showPercent = (percent: string): string => `${Number(percent).toFixed(2)}%`;

/** A limit as people write it: "10.000000" → "10", "0.500000" → "0.5". Display only. */
export const plainAmount = (value: string): string =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;

const pad = (n: number) => String(n).padStart(2, '0');
/** `YYYY-MM-DD HH:mm:ss` in local time: Earn days can be seconds long on a demo server. */
export function formatMoment(epochMs: number): string {
  const d = new Date(epochMs);
  if (Number.isNaN(d.getTime())) return '--';
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${date} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
