import { assetScale, fromMinor, type Period, toMinor, toRate, winProfit } from '@app/contracts';

/** The part of a product period the dialog needs: the contract's period. */
export type PeriodLimits = Period;

const SCALE = assetScale.usdt;

/** A shared message key (contracts/messages), with the placeholders of the one that has some. */
export type Problem =
  | { key: 'wrong_expiration' | 'enter_quantity' | 'valid_amount' | 'insufficient_balance' }
  | { key: 'quantity_range'; params: { min: string; max: string } };

const minor = (value: string): bigint | undefined => {
  try {
    return toMinor(value, SCALE);
  } catch {
    return undefined;
  }
};

/**
 * The spec's checks (section 5) in the order a user meets them: a period, a quantity, its range, then
 * the balance. Returns null when the order may be sent.
 */
export function validateOrder(input: {
  amount: string;
  period: PeriodLimits | undefined;
  available: string | undefined;
}): Problem | null {
  if (!input.period) return { key: 'wrong_expiration' };
  const text = input.amount.trim();
  if (!text) return { key: 'enter_quantity' };
  const stake = /^\d+(\.\d+)?$/.test(text) ? minor(text) : undefined;
  if (stake === undefined || stake <= 0n) return { key: 'valid_amount' };
  const { min, max } = input.period;
  const low = minor(min) ?? 0n;
  const high = minor(max) ?? 0n;
  if (stake < low || stake > high) return { key: 'quantity_range', params: { min, max } };
  const available = input.available === undefined ? undefined : minor(input.available);
  if (available !== undefined && stake > available) return { key: 'insufficient_balance' };
  return null;
}

const rate = (ratio: string): bigint => {
  try {
    return toRate(ratio);
  } catch {
    return 0n;
  }
};

/**
 * What the server will pay, by the contracts' `winProfit` (the same function settles the order): the
 * payout is stake + profit, a loss is the stake, a draw returns the stake.
 */
export function estimate(amount: string, ratio: string): { profit: string; payout: string; loss: string } {
  const stake = /^\d+(\.\d+)?$/.test(amount.trim()) ? (minor(amount) ?? 0n) : 0n;
  const profit = winProfit(stake, rate(ratio));
  return {
    profit: fromMinor(profit, SCALE),
    payout: fromMinor(stake + profit, SCALE),
    loss: fromMinor(-stake, SCALE),
  };
}

/**
 * What an open position would make if it settled at `now`: the win profit while the price is on its side,
 * the stake lost while against it, nothing on a draw (the server's rule, applied to a live price).
 */
export function unrealisedPnl(
  order: { direction: 'up' | 'down'; strike: string; amount: string; estimated: string },
  now: string,
): string {
  const strike = minor(order.strike) ?? 0n;
  const price = minor(now) ?? 0n;
  if (price === strike) return '0';
  const winning = order.direction === 'up' ? price > strike : price < strike;
  return winning ? order.estimated : `-${order.amount}`;
}
