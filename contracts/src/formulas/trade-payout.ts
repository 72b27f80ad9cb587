import type { OrderResult } from '../endpoints/trade.ts';
import { applyRate } from './rate.ts';

/**
 * Profit on a win: stake × ratio in USDT minor units, rounded down to scale 6. The server books it at
 * settlement and the app shows it as the estimate before buying: both call this one function.
 */
export const winProfit = (stake: bigint, ratio: bigint): bigint => applyRate(stake, ratio);

/** What a settled order credits back to available, and its P&L. */
export function settlement(
  result: OrderResult,
  stake: bigint,
  ratio: bigint,
): { payout: bigint; profit: bigint } {
  if (result === 'win') {
    const profit = winProfit(stake, ratio);
    return { payout: stake + profit, profit };
  }
  if (result === 'draw') return { payout: stake, profit: 0n };
  return { payout: 0n, profit: -stake };
}
