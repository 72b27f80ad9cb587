import { assetScale, fromMinor, toMinor } from '@app/contracts';
import { getItem, setItem } from '../../lib/storage.ts';
import type { PeriodLimits } from './order-math.ts';

const SCALE = assetScale.usdt;
/** Presets land on whole cents, which a person can read and retype. */
const CENT = 10n ** BigInt(SCALE - 2);

export const PRESETS = [25, 50, 75, 100] as const;
export type Preset = (typeof PRESETS)[number];

const minor = (value: string | undefined): bigint | undefined => {
  if (value === undefined) return undefined;
  try {
    return toMinor(value, SCALE);
  } catch {
    return undefined;
  }
};
const plain = (m: bigint) => fromMinor(m, SCALE).replace(/\.?0+$/, '');

/**
 * The stake a preset chip fills in: that share of what may be staked (the available balance, capped by
 * the period's maximum), rounded down to a cent and never below the period's minimum (then the form's own
 * check explains a balance that is too small). Without a balance yet, the share of the maximum.
 */
export function presetAmount(preset: Preset, period: PeriodLimits, available: string | undefined): string {
  const max = minor(period.max) ?? 0n;
  const min = minor(period.min) ?? 0n;
  const balance = minor(available);
  const base = balance === undefined || balance > max ? max : balance;
  let stake = (base * BigInt(preset)) / 100n;
  stake -= stake % CENT;
  return plain(stake < min ? min : stake);
}

/** The last order's choices, offered again the next time the dialog opens (spec: remembered). */
export interface LastOrder {
  symbol: string;
  seconds: number;
  amount: string;
}
const LAST_ORDER_KEY = 'trade_last_order';

export function lastOrder(): LastOrder | undefined {
  const v = getItem<Partial<LastOrder>>(LAST_ORDER_KEY);
  if (!v || typeof v.symbol !== 'string' || typeof v.seconds !== 'number' || typeof v.amount !== 'string')
    return undefined;
  return { symbol: v.symbol, seconds: v.seconds, amount: v.amount };
}
export const rememberOrder = (order: LastOrder) => setItem(LAST_ORDER_KEY, order);
