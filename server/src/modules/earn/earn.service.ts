import {
  type api,
  assetScale,
  type EarnOrder,
  ErrorCode,
  earnRedemption,
  fromMinor,
  type ParsedBody,
  type ParsedQuery,
  toMinor,
} from '@app/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, fail } from '../../lib/errors.ts';
import { rangeParams } from '../../lib/shown.ts';
import { once } from '../wallet/idempotency.ts';
import { post } from '../wallet/ledger.ts';
import { earnRepository } from './earn.repository.ts';
import { accrualStart, toOrder, toProduct } from './earn.rules.ts';
import { payDueDays } from './payer.job.ts';

export interface EarnDeps {
  database: Database;
  clock: () => number;
  /** Length of an Earn day (EARN_DAY_SECONDS): 86400, shorter on a demo server. */
  daySeconds: number;
}

type BuyInput = ParsedBody<typeof api.earn.buy>;
type RedeemInput = ParsedBody<typeof api.earn.redeem>;
type OrdersQuery = ParsedQuery<typeof api.earn.orders>;

const usdt = (minor: bigint) => fromMinor(minor, assetScale.usdt);

export function earnService(deps: EarnDeps) {
  const { database, clock, daySeconds } = deps;
  const dayMs = daySeconds * 1000;

  const list = () => earnRepository.products(database.db).map((p) => toProduct(p, daySeconds));

  function detail(id: number) {
    const row = earnRepository.product(database.db, id);
    if (!row) throw fail.notFound('product_not_exist');
    return toProduct(row, daySeconds);
  }

  /** Product, open flag, amount and its limits: everything checked before the write. */
  function checkBuy(input: BuyInput) {
    const product = earnRepository.product(database.db, input.id);
    if (!product) throw fail.notFound('product_not_exist');
    if (!product.open) throw new AppError(ErrorCode.closed, 'earn_product_closed');
    let principal: bigint;
    try {
      principal = toMinor(input.amount, assetScale.usdt);
    } catch {
      throw fail.invalid('invalid_amount', { name: 'amount' });
    }
    if (principal < product.min || principal > product.max) {
      throw new AppError(
        ErrorCode.outOfRange,
        'amount_range',
        rangeParams(usdt(product.min), usdt(product.max), 'usdt'),
      );
    }
    return { product, principal };
  }

  /** Subscribe: the principal moves from available to locked with its ledger entry, once per key. */
  async function buy(userId: number, input: BuyInput): Promise<EarnOrder> {
    const now = clock();
    const { value } = await once(
      database,
      { userId, call: 'earn.buy', key: input.idempotency_key, now },
      async () => checkBuy(input),
      (tx, { product, principal }) => {
        const startsAt = accrualStart(now, product.dividendTime, dayMs);
        const row = earnRepository.insertOrder(tx, {
          userId,
          productId: product.id,
          terms: toProduct(product, daySeconds),
          principal,
          dailyRate: product.dailyRate,
          breachRate: product.breachRate,
          cycleDays: product.cycleDays,
          dayMs,
          startsAt,
          endsAt: startsAt + product.cycleDays * dayMs,
          nextDueAt: startsAt + dayMs,
          createdAt: now,
        });
        const move = { userId, asset: 'usdt', available: -principal, locked: principal } as const;
        post(tx, { ...move, kind: 'earn_subscribe', ref: `earn:${row.id}` }, now);
        return toOrder(row, now);
      },
    );
    return value;
  }

  /**
   * Early redemption: the days already due are paid first (a whole day held is a day paid), then the
   * principal comes back less principal × breach rate, exactly as `order` previewed it. Refused once
   * the order has matured or ended; a refusal rolls everything back.
   */
  async function redeem(userId: number, input: RedeemInput): Promise<EarnOrder> {
    const now = clock();
    const { value } = await once(
      database,
      { userId, call: 'earn.redeem', key: input.idempotency_key, now },
      async () => {
        const order = earnRepository.order(database.db, userId, input.id);
        if (!order) throw fail.notFound();
        if (order.status !== 'hosting') throw new AppError(ErrorCode.notAllowedNow, 'earn_not_hosting');
        if (now >= order.endsAt) throw new AppError(ErrorCode.notAllowedNow, 'earn_matured');
        return order;
      },
      (tx, order) => {
        const current = payDueDays(tx, order, now);
        const { penalty, refund } = earnRedemption(current.principal, current.breachRate);
        const cancelled = earnRepository.cancel(tx, current.id, { penalty, refund, now });
        if (!cancelled) throw new AppError(ErrorCode.notAllowedNow, 'earn_not_hosting');
        const base = { userId, asset: 'usdt' as const, ref: `earn:${current.id}` };
        const event = post(
          tx,
          { ...base, available: current.principal, locked: -current.principal, kind: 'earn_principal' },
          now,
        );
        if (penalty > 0n) post(tx, { ...base, event, available: -penalty, kind: 'earn_penalty' }, now);
        return toOrder(cancelled, now);
      },
    );
    return value;
  }

  function order(userId: number, id: number): EarnOrder {
    const row = earnRepository.order(database.db, userId, id);
    if (!row) throw fail.notFound();
    return toOrder(row, clock());
  }

  function orders(userId: number, q: OrdersQuery) {
    const now = clock();
    const { list: rows, total } = earnRepository.page(database.db, userId, q.status, q.page, q.limit);
    return { list: rows.map((r) => toOrder(r, now)), page: q.page, limit: q.limit, total };
  }

  function summary(userId: number) {
    const s = earnRepository.summary(database.db, userId);
    return { principal: usdt(s.principal), earned: usdt(s.earned), hosting: s.hosting };
  }

  return { list, detail, buy, redeem, order, orders, summary };
}
export type EarnService = ReturnType<typeof earnService>;
