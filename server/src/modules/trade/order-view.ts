import { assetScale, fromMinor, type Order } from '@app/contracts';
import { priceScale } from '../market/market.schema.ts';
import { ratioScale, winProfit } from './trade.rules.ts';
import type { OrderRow } from './trade.schema.ts';

const usdt = (v: bigint) => fromMinor(v, assetScale.usdt);
const price = (v: bigint) => fromMinor(v, priceScale);
/** 850000 at scale 6 reads "0.85": trailing zeros trimmed, at least two decimals kept. */
const ratio = (v: bigint) => fromMinor(v, ratioScale).replace(/(\.\d\d\d*?)0+$/, '$1');

/** An order row as the contract's `order`. */
export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    number: row.number,
    symbol: row.symbol,
    direction: row.direction,
    amount: usdt(row.stake),
    seconds: row.seconds,
    profit_ratio: ratio(row.ratio),
    strike: price(row.strike),
    strike_time: row.strikeTime,
    placed_at: row.placedAt,
    expires_at: row.expiresAt,
    status: row.status,
    close: row.close === null ? null : price(row.close),
    close_time: row.closeTime,
    result: row.result,
    profit: row.profit === null ? null : usdt(row.profit),
    payout: row.payout === null ? null : usdt(row.payout),
    estimated: usdt(winProfit(row.stake, row.ratio)),
  };
}
