import {
  type api,
  assetScale,
  ErrorCode,
  type Order,
  type ParsedBody,
  type ParsedQuery,
  toMinor,
} from '@app/contracts';
import { type Database, recordChange, type Tx } from '../../db/client.ts';
import { AppError, fail } from '../../lib/errors.ts';
import { rangeParams } from '../../lib/shown.ts';
import { tickRepository } from '../market/tick.repository.ts';
import { onceNow } from '../wallet/idempotency.ts';
import { post } from '../wallet/ledger.ts';
import { toOrder } from './order-view.ts';
import type { ProductCatalog } from './product-catalog.ts';
import { orderRepository, type PlacedOrder } from './trade.repository.ts';
import { maxStrikeAgeMs, orderNumber, periodRange, toRatio } from './trade.rules.ts';
import type { OrderRow } from './trade.schema.ts';

export interface TradeDeps {
  database: Database;
  clock: () => number;
  random: (bytes: number) => Buffer;
  products: ProductCatalog;
}

export type BuyInput = ParsedBody<typeof api.user.buy>;
export type ListQuery = ParsedQuery<typeof api.user.orderList>;

/** At most this many orders per part of newOrderList: a refresh, not an export. */
const listCap = 200;

export function tradeService(deps: TradeDeps) {
  const { database, clock, products } = deps;

  /** Everything checked before the write: product, period and stake range. */
  function prepare(input: BuyInput) {
    const product = products.byId(input.product_id);
    if (!product) throw new AppError(ErrorCode.notFound, 'product_not_exist');
    if (!product.open) throw new AppError(ErrorCode.closed, 'product_closed');
    const period = product.periods.find((p) => p.seconds === input.seconds);
    if (!period) throw fail.invalid('wrong_expiration');
    const stake = parseStake(input.amount);
    const range = periodRange(period);
    if (stake < range.min || stake > range.max) {
      throw new AppError(ErrorCode.outOfRange, 'quantity_range', rangeParams(period.min, period.max, 'usdt'));
    }
    return { product, period, stake };
  }

  /**
   * The strike: the last price recorded when the order arrives, never a price from after it. Read in
   * the write's transaction (one read transaction fewer); a refusal there rolls back what it began.
   */
  function strikeTick(tx: Tx, symbol: string, now: number) {
    const tick = tickRepository.atOrBefore(tx, symbol, now);
    if (!tick || now - tick.time > maxStrikeAgeMs) throw new AppError(ErrorCode.closed, 'no_price');
    return tick;
  }

  /** Synchronous, as the driver is: a refusal is thrown, and the route answers in the same turn. */
  function buy(userId: number, input: BuyInput): Order {
    const now = clock();
    const { value: order } = onceNow(
      database,
      { userId, call: 'user.buy', key: input.idempotency_key, now },
      () => prepare(input),
      (tx, { product, period, stake }) => {
        const tick = strikeTick(tx, product.symbol, now);
        const row = insertWithFreshNumber(tx, {
          userId,
          productId: product.id,
          symbol: product.symbol,
          direction: input.direction,
          stake,
          seconds: period.seconds,
          ratio: toRatio(period.profit_ratio),
          strike: tick.price,
          strikeTime: tick.time,
          placedAt: now,
          expiresAt: now + period.seconds * 1000,
        });
        const posting = { userId, asset: 'usdt', available: -stake, locked: stake } as const;
        post(tx, { ...posting, kind: 'trade_stake', ref: row.number }, now);
        const order = toOrder(row);
        recordChange(tx, { userId, ch: 'order', data: order });
        return order;
      },
    );
    return order;
  }

  /** Random bytes for order numbers, drawn from the seam in blocks rather than 8 at a time. */
  let pool: Buffer = Buffer.alloc(0);
  let drawn = 0;
  function random8(): Buffer {
    if (drawn + 8 > pool.length) {
      pool = deps.random(8 * 256);
      drawn = 0;
    }
    drawn += 8;
    return pool.subarray(drawn - 8, drawn);
  }

  /**
   * Order numbers carry 8 random digits per second of placing, so two orders of one second can draw
   * the same number (about one pair in 200 seconds at 1 000 orders/s): draw again, never fail the buy.
   */
  function insertWithFreshNumber(tx: Tx, order: Omit<PlacedOrder, 'number'>): OrderRow {
    for (let attempt = 0; attempt < 5; attempt++) {
      const row = orderRepository.insert(tx, {
        ...order,
        number: orderNumber(order.placedAt, random8()),
      });
      if (row) return row;
    }
    throw new Error('no free order number after 5 draws');
  }

  function orderList(userId: number, q: ListQuery) {
    const filter = { userId, status: q.status, symbol: q.symbol };
    const { list, total } = orderRepository.page(database.db, filter, q.page, q.limit);
    return { list: list.map(toOrder), page: q.page, limit: q.limit, total };
  }

  /** Open positions plus what settled since `since` (default: the last day), with the server's time. */
  function newOrderList(userId: number, since: number | undefined) {
    const now = clock();
    const trading = orderRepository.trading(database.db, userId, listCap);
    const settled = orderRepository.settledSince(database.db, userId, since ?? now - 86_400_000, listCap);
    return { trading: trading.map(toOrder), settled: settled.map(toOrder), server_time: now };
  }

  return { buy, orderList, newOrderList };
}
export type TradeService = ReturnType<typeof tradeService>;

function parseStake(amount: string): bigint {
  try {
    return toMinor(amount, assetScale.usdt);
  } catch {
    throw fail.invalid('invalid_amount', { name: 'amount' });
  }
}
