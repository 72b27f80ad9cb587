import {
  type Asset,
  type api,
  type Data,
  ErrorCode,
  formatAmount,
  type ParsedBody,
  type WithdrawRecord,
  withdrawMinFee,
  withdrawQuote,
} from '@app/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { FundPasswordGuard } from '../account/fund-password.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { once } from '../wallet/idempotency.ts';
import { post } from '../wallet/ledger.ts';
import { type CardRow, cashRepository } from './cash.repository.ts';
import { toWithdraw } from './cash.views.ts';
import { inRange, parseAmount } from './recharge.service.ts';
import { maskAddress, maskCard } from './usdt-address.ts';
import { dayStart, inWindow, withdrawTimeZone } from './withdraw.rules.ts';

export type WithdrawInput = ParsedBody<typeof api.user.withdraw>;
type WithdrawConfig = Data<typeof api.user.withdrawConfig>;

interface WithdrawDeps {
  database: Database;
  clock: () => number;
  settings: SettingsService;
  fundPassword: FundPasswordGuard;
}

/** Where the money goes: the bound card for money, the bound address for USDT. */
function destinationOf(card: CardRow | null, asset: Asset): string {
  if (asset === 'money') {
    if (!card) throw new AppError(ErrorCode.forbidden, 'bind_card_first');
    return `${card.bankName} ${maskCard(card.cardNumber)}`;
  }
  if (!card?.usdtAddress) throw new AppError(ErrorCode.forbidden, 'bind_address_first');
  return `${card.usdtNetwork ?? 'TRC20'} ${maskAddress(card.usdtAddress)}`;
}

/**
 * Withdrawals. Submitting moves the amount from available to locked (`withdraw`); a review then
 * settles it (review.service.ts). Checks, in the order a user can fix them: open, card or address,
 * fund password set, time window, amount range, daily count, fund password right, balance.
 */
export function withdrawService(deps: WithdrawDeps) {
  const { database, clock, settings, fundPassword } = deps;

  function config(userId: number): WithdrawConfig {
    const { withdraw_open, withdraw: w } = settings.get();
    const now = clock();
    return {
      open: withdraw_open,
      min: w.min,
      max: w.max,
      fee: w.fee,
      min_fee: w.min_fee,
      day_limit: w.day_limit,
      used_today: cashRepository.withdrawalsSince(database.db, userId, dayStart(now)),
      start_time: w.start_time,
      end_time: w.end_time,
      time_zone: withdrawTimeZone,
      in_window: inWindow(now, w.start_time, w.end_time),
    };
  }

  async function prepare(userId: number, input: WithdrawInput, now: number) {
    const { withdraw_open, withdraw: w } = settings.get();
    if (!withdraw_open) throw new AppError(ErrorCode.closed, 'withdraw_closed');
    const destination = destinationOf(cashRepository.card(database.db, userId), input.asset);
    if (!fundPassword.isSet(userId)) throw new AppError(ErrorCode.forbidden, 'fund_password_not_set');
    if (!inWindow(now, w.start_time, w.end_time)) {
      throw new AppError(ErrorCode.notAllowedNow, 'withdraw_hours', {
        // The zone once, after the window: "between 13:00 and 21:00 (UTC)".
        start_time: w.start_time,
        end_time: `${w.end_time} (UTC)`,
      });
    }
    const amount = parseAmount(input.amount, input.asset);
    inRange(amount, input.asset, w.min, w.max);
    const minFee = withdrawMinFee(w.min_fee, input.asset);
    // Only when the administrator set the minimum withdrawal at or below the minimum fee: nothing would arrive.
    if (amount <= minFee)
      throw new AppError(ErrorCode.outOfRange, 'amount_below_fee', {
        fee: formatAmount(w.min_fee, input.asset),
      });
    checkDayLimit(database.db, userId, now, w.day_limit);
    await fundPassword.verify(userId, input.mpassword);
    return { amount, fee: withdrawQuote(amount, w.fee, minFee).fee, destination, dayLimit: w.day_limit };
  }

  async function submit(userId: number, input: WithdrawInput): Promise<WithdrawRecord> {
    const now = clock();
    const { value } = await once(
      database,
      { userId, call: 'user.withdraw', key: input.idempotency_key, now },
      () => prepare(userId, input, now),
      (tx, { amount, fee, destination, dayLimit }) => {
        // Counted again inside the write: two submissions racing past the first check serialize here.
        checkDayLimit(tx, userId, now, dayLimit);
        const row = cashRepository.insertWithdrawal(tx, {
          userId,
          asset: input.asset,
          amount,
          fee,
          destination,
          createdAt: now,
        });
        const posting = { userId, asset: input.asset, available: -amount, locked: amount } as const;
        post(tx, { ...posting, kind: 'withdraw', ref: `W${row.id}` }, now);
        return toWithdraw(row);
      },
    );
    return value;
  }

  function list(userId: number, q: { page: number; limit: number }) {
    const { list, total } = cashRepository.page(database.db, 'withdraw', userId, q.page, q.limit);
    return { list: list.map(toWithdraw), page: q.page, limit: q.limit, total };
  }

  return { config, submit, list };
}

function checkDayLimit(
  db: Parameters<typeof cashRepository.withdrawalsSince>[0],
  userId: number,
  now: number,
  limit: number,
) {
  if (cashRepository.withdrawalsSince(db, userId, dayStart(now)) >= limit) {
    throw new AppError(ErrorCode.outOfRange, 'withdraw_day_limit', { day_limit: limit });
  }
}
