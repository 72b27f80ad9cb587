import { assetScale, type Balance, fromMinor, toMinor, toRate, worthIn } from '@app/contracts';

const total = (h: Balance['usdt'], scale: number) => toMinor(h.available, scale) + toMinor(h.locked, scale);

/**
 * Everything the user holds (available + frozen of both assets) in USDT and in CNY at the quote's
 * USD/CNY rate, exact to each asset's scale (rounded down): CNY is divided by the rate itself
 * (`worthIn`), not multiplied by its rounded reverse rate. Null until the rate is known.
 */
export function assetTotals(
  balance: Balance,
  usdCny: string | undefined,
): { usdt: string; cny: string } | null {
  if (!usdCny) return null;
  const rate = toRate(usdCny);
  const usdt = total(balance.usdt, assetScale.usdt);
  const money = total(balance.money, assetScale.money);
  const inUsdt = usdt + worthIn(money, 'money', 'usdt', rate);
  const inCny = money + worthIn(usdt, 'usdt', 'money', rate);
  return { usdt: fromMinor(inUsdt, assetScale.usdt), cny: fromMinor(inCny, assetScale.money) };
}

/** Trailing zeros dropped ("100.500000" → "100.5") for an amount put back into an input. */
export const plainAmount = (value: string): string =>
  value.includes('.') ? value.replace(/\.?0+$/, '') : value;
