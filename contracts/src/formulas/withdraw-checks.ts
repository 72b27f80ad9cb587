import { assetCode, formatAmount, formatDisplay } from '../display.ts';
import { ErrorCode, type ErrorCodeValue } from '../errors.ts';
import type { MessageKey } from '../messages/en-US.ts';
import { type Asset, assetScale, decimalPattern, fitsScale, toMinor } from '../money-math.ts';
import { withdrawMinFee } from './withdraw.ts';

/** A withdrawal refused: the code the server answers and its translated message (key and placeholders). */
export interface WithdrawRefusal {
  code: ErrorCodeValue;
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** Everything a withdrawal is checked against, as `user/withdrawConfig`, `user/cashInfo` and the balance say. */
export interface WithdrawSituation {
  rules: {
    open: boolean;
    min: string;
    max: string;
    min_fee: string;
    day_limit: number;
    used_today: number;
    start_time: string;
    end_time: string;
    in_window: boolean;
  };
  asset: Asset;
  amount: string;
  /** The bound card, or null; `usdt_address` null when no address is bound. */
  card: { usdt_address: string | null } | null;
  fundPasswordSet: boolean;
  /** The available balance of `asset`; undefined where the write checks it (the ledger's guarded update). */
  available?: string;
}

const refuse = (code: ErrorCodeValue, key: MessageKey, params?: WithdrawRefusal['params']) => ({
  code,
  key,
  params,
});

/**
 * The first check a withdrawal fails, in the order a user can fix them (open, card or address, fund
 * password set, time window, amount, range, minimum fee, daily count, balance), or null. The server
 * refuses a submission with exactly this (server/src/modules/cash/withdraw.service.ts) before it checks
 * the fund password; the app runs it before the PIN pad opens, on the rules the server sent.
 */
export function withdrawRefusal(s: WithdrawSituation): WithdrawRefusal | null {
  const { rules: r, asset } = s;
  if (!r.open) return refuse(ErrorCode.closed, 'withdraw_closed');
  if (asset === 'money' && !s.card) return refuse(ErrorCode.forbidden, 'bind_card_first');
  if (asset === 'usdt' && !s.card?.usdt_address) return refuse(ErrorCode.forbidden, 'bind_address_first');
  if (!s.fundPasswordSet) return refuse(ErrorCode.forbidden, 'fund_password_not_set');
  if (!r.in_window) {
    // The zone once, after the window: "between 13:00 and 21:00 (UTC)".
    return refuse(ErrorCode.notAllowedNow, 'withdraw_hours', {
      start_time: r.start_time,
      end_time: `${r.end_time} (UTC)`,
    });
  }
  const scale = assetScale[asset];
  const text = s.amount.trim();
  // The `amount` schema's rule (a positive decimal), at the asset's scale as the server parses it.
  if (!decimalPattern.test(text) || !fitsScale(text, scale) || toMinor(text, scale) <= 0n)
    return refuse(ErrorCode.invalidInput, 'invalid_amount', { name: 'amount' });
  const amount = toMinor(text, scale);
  if (amount < toMinor(r.min, scale) || amount > toMinor(r.max, scale)) {
    return refuse(ErrorCode.outOfRange, 'amount_range', {
      min: formatDisplay(r.min, 'limit', asset),
      max: `${formatDisplay(r.max, 'limit', asset)} ${assetCode[asset]}`,
    });
  }
  // Only when the administrator set the minimum withdrawal at or below the minimum fee: nothing would arrive.
  if (amount <= withdrawMinFee(r.min_fee, asset))
    return refuse(ErrorCode.outOfRange, 'amount_below_fee', { fee: formatAmount(r.min_fee, asset) });
  if (r.used_today >= r.day_limit)
    return refuse(ErrorCode.outOfRange, 'withdraw_day_limit', { day_limit: r.day_limit });
  if (s.available !== undefined && amount > toMinor(s.available, scale))
    return refuse(ErrorCode.insufficientBalance, 'insufficient_balance');
  return null;
}
