import { z } from 'zod';
import { usdtChain } from './endpoints/cash.values.ts';
import { assetScale, fitsScale, toMinor } from './money-math.ts';

/**
 * The rules an administrator's money settings must keep (`pnpm admin config set`, see
 * server/src/modules/settings/admin-config.ts): each amount a decimal the assets it applies to can hold,
 * each range with min ≤ max, fees in percent. A setting that breaks them would make money calls fail
 * (a negative withdraw fee, a zero exchange rate that is then divided by), so it is refused at write and
 * replaced by its default at read.
 */

/** The largest amount a setting may name: far above any demo need, far below the ledger's 64-bit minor units. */
const amountCeiling = '1000000000';
/** Rates and percents are kept at 6 decimals (contracts/src/formulas/rate.ts). */
const rateDecimals = 6;

const compare = (a: string, b: string): number => {
  const x = toMinor(a, rateDecimals);
  const y = toMinor(b, rateDecimals);
  return x < y ? -1 : x > y ? 1 : 0;
};

const plainDecimal = z
  .string()
  .trim()
  .regex(/^-?\d{1,12}(\.\d{1,18})?$/, { error: 'must be a decimal such as "10" or "0.5"' });

/** An amount the assets it applies to can hold: `decimals` at most, above 0, at most `amountCeiling`. */
const amountSetting = (decimals: number) =>
  plainDecimal
    .refine((v) => fitsScale(v, decimals), { error: `must have at most ${decimals} decimals` })
    .refine((v) => fitsScale(v, rateDecimals) && compare(v, '0') > 0, { error: 'must be more than 0' })
    .refine((v) => fitsScale(v, rateDecimals) && compare(v, amountCeiling) <= 0, {
      error: `must be at most ${amountCeiling}`,
    });

/** A least fee: 0 (none) or an amount the assets it applies to can hold (docs/security.md, minimum fees). */
const minFeeSetting = (decimals: number) =>
  plainDecimal
    .refine((v) => fitsScale(v, decimals), { error: `must have at most ${decimals} decimals` })
    .refine((v) => fitsScale(v, rateDecimals) && compare(v, '0') >= 0, { error: 'must be 0 or more' })
    .refine((v) => fitsScale(v, rateDecimals) && compare(v, amountCeiling) <= 0, {
      error: `must be at most ${amountCeiling}`,
    });

/** A percent from 0 up to `below` (excluded) or `upTo` (included), at most 6 decimals. */
const percentSetting = (bound: { below?: string; upTo?: string }) =>
  plainDecimal
    .refine((v) => fitsScale(v, rateDecimals), { error: `must have at most ${rateDecimals} decimals` })
    .refine(
      (v) =>
        fitsScale(v, rateDecimals) &&
        compare(v, '0') >= 0 &&
        (bound.below ? compare(v, bound.below) < 0 : compare(v, bound.upTo ?? '100') <= 0),
      {
        error: bound.below
          ? `must be a percent from 0, below ${bound.below}`
          : 'must be between 0 and 100 (a percent)',
      },
    );

/** Refuses `min` above `max`, naming both (the path is where the administrator fixes it). */
const ordered =
  <T extends Record<string, unknown>>(min: keyof T & string, max: keyof T & string, prefix: string) =>
  (value: T, ctx: z.RefinementCtx) => {
    const [a, b] = [value[min], value[max]];
    if (typeof a !== 'string' || typeof b !== 'string') return;
    if (compare(a, b) > 0)
      ctx.addIssue({ code: 'custom', path: [min], message: `must be at most ${prefix}.${max} (${b})` });
  };

const hhmm = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time of day HH:MM (UTC), 00:00 to 23:59' });

/** Recharge limits: USDT amounts hold 6 decimals, money amounts 2. */
export const rechargeLimits = {
  usdt_min: amountSetting(assetScale.usdt),
  usdt_max: amountSetting(assetScale.usdt),
  money_min: amountSetting(assetScale.money),
  money_max: amountSetting(assetScale.money),
};

/** The confirmations a USDT recharge is credited at: the spec's 3 to 6 (contracts/src/endpoints/cash.values.ts). */
export const usdtConfirmationsSetting = z
  .number()
  .int()
  .min(usdtChain.minCredit)
  .max(usdtChain.final)
  .default(usdtChain.minCredit);

/** Withdraw rules. min and max apply to both assets, so they hold the fewer decimals (money's 2). */
export const withdrawSettings = z
  .object({
    min: amountSetting(Math.min(assetScale.usdt, assetScale.money)),
    max: amountSetting(Math.min(assetScale.usdt, assetScale.money)),
    fee: percentSetting({ upTo: '100' }),
    /** The least a withdrawal pays, in the withdrawn asset. */
    min_fee: minFeeSetting(Math.min(assetScale.usdt, assetScale.money)).default('0.1'),
    day_limit: z.number().int().min(1).max(1000),
    start_time: hhmm,
    end_time: hhmm,
  })
  .superRefine(ordered('min', 'max', 'withdraw'));

/** Exchange terms: a fee percent below 100, the largest single exchange in USDT, USDT → CNY above 0. */
export const exchangeSettings = z.object({
  fee: percentSetting({ below: '100' }),
  /** The least one exchange pays, in USDT; selling CNY, its CNY worth (contracts/src/formulas/exchange.ts). */
  min_fee: minFeeSetting(assetScale.usdt).default('0.1'),
  max: amountSetting(assetScale.usdt),
  usdt_money_rate: amountSetting(rateDecimals),
  /** From this amount (in USDT, or its CNY worth when selling CNY) the app asks to confirm the quote first. */
  confirm_over: amountSetting(assetScale.usdt).default('1000'),
});

/** Recharge: the min ≤ max relations across the limits (the rest of the object is server data). */
export const rechargeOrdered = <T extends Record<keyof typeof rechargeLimits, string>>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  ordered<T>('usdt_min', 'usdt_max', 'recharge')(value, ctx);
  ordered<T>('money_min', 'money_max', 'recharge')(value, ctx);
};

/** Demo delays: every answer's extra latency, and when pending reviews are decided. */
export const latencySetting = z.number().int().min(0).max(60_000);
export const autoReviewSetting = z.number().int().min(0).max(86_400);
