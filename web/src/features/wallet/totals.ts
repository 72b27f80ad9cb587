import { assetScale, type Balance, convert, fromMinor, pairRate, toMinor, toRate } from '@app/contracts';

const total = (h: Balance['usdt'], scale: number) => toMinor(h.available, scale) + toMinor(h.locked, scale);

/**
 * Everything the user holds (available + frozen of both assets) in USDT and in CNY, at the quote's
 * USD/CNY rate, with the contracts' conversion (rounded down). Null until the rate is known.
 */
export function assetTotals(
  balance: Balance,
  usdCny: string | undefined,
): { usdt: string; cny: string } | null {
  if (!usdCny) return null;
  const rate = toRate(usdCny);
  const usdt = total(balance.usdt, assetScale.usdt);
  const money = total(balance.money, assetScale.money);
  const inUsdt = usdt + convert(money, pairRate('money', 'usdt', rate), assetScale.money, assetScale.usdt);
  const inCny = money + convert(usdt, pairRate('usdt', 'money', rate), assetScale.usdt, assetScale.money);
  return { usdt: fromMinor(inUsdt, assetScale.usdt), cny: fromMinor(inCny, assetScale.money) };
}

/** Trailing zeros dropped ("100.500000" → "100.5") for an amount put back into an input. */
export const plainAmount = (value: string): string =>
  value.includes('.') ? value.replace(/\.?0+$/, '') : value;
