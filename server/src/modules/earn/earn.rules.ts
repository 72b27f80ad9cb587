import {
  assetScale,
  type EarnOrder,
  type EarnProduct,
  earnCycleRate,
  earnDailyIncome,
  earnRedemption,
  fromMinor,
  percentScale,
} from '@app/contracts';
import type { EarnOrderRow, EarnProductRow } from './earn.schema.ts';

const usdt = (minor: bigint) => fromMinor(minor, assetScale.usdt);
/** A stored fraction at the rate scale, shown as the percent it is (5000 → "0.5000"). */
export const percentOf = (rate: bigint) => fromMinor(rate, percentScale);

/** Where the dividend time falls inside an Earn day: "08:00" is a third of the way through it. */
export function dividendOffsetMs(dividendTime: string, dayMs: number): number {
  const [hh = 0, mm = 0] = dividendTime.split(':').map(Number);
  return Math.floor(((hh * 60 + mm) * 60_000 * dayMs) / 86_400_000);
}

/**
 * The first dividend instant strictly after subscribing: interest accrues from there, so every day
 * paid is a whole day held. Days are counted from the epoch (UTC midnight when a day is 24 h).
 */
export function accrualStart(subscribedAt: number, dividendTime: string, dayMs: number): number {
  const offset = dividendOffsetMs(dividendTime, dayMs);
  const k = Math.floor((subscribedAt - offset) / dayMs) + 1;
  return k * dayMs + offset;
}

/** The product as the contract shows it. */
export function toProduct(row: EarnProductRow, daySeconds: number): EarnProduct {
  return {
    id: row.id,
    name: row.name,
    daily_rate: percentOf(row.dailyRate),
    rate: percentOf(earnCycleRate(row.dailyRate, row.cycleDays)),
    cycle_days: row.cycleDays,
    min: usdt(row.min),
    max: usdt(row.max),
    dividend_time: row.dividendTime,
    custodian: row.custodian,
    breach_rate: percentOf(row.breachRate),
    open: row.open,
    day_seconds: daySeconds,
  };
}

/**
 * An order as the contract shows it at `now`. While hosting, penalty and refund are the preview
 * (the very numbers `redeem` books, from the same formula); once redeemed, what was charged;
 * once settled, no penalty and the whole principal.
 */
export function toOrder(row: EarnOrderRow, now: number): EarnOrder {
  const hosting = row.status === 'hosting';
  const preview = earnRedemption(row.principal, row.breachRate);
  const penalty = row.status === 'cancelled' ? (row.penalty ?? 0n) : hosting ? preview.penalty : 0n;
  const refund = row.status === 'cancelled' ? (row.refund ?? 0n) : hosting ? preview.refund : row.principal;
  return {
    id: row.id,
    product: row.terms,
    principal: usdt(row.principal),
    daily_income: usdt(earnDailyIncome(row.principal, row.dailyRate)),
    earned: usdt(row.earned),
    holding_days: row.paidDays,
    starts_at: row.startsAt,
    next_settlement: hosting ? row.nextDueAt : null,
    ends_at: row.endsAt,
    ended_at: row.endedAt,
    status: row.status,
    redeemable: hosting && now < row.endsAt,
    penalty: usdt(penalty),
    refund: usdt(refund),
    created_at: row.createdAt,
  };
}
