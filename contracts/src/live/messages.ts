import { z } from 'zod';
import { rechargeRecord, withdrawRecord } from '../endpoints/cash.ts';
import { realnameView } from '../endpoints/kyc.ts';
import { candle, interval, ticker } from '../endpoints/market.ts';
import { order } from '../endpoints/trade.ts';
import { balance } from '../endpoints/wallet.shapes.ts';
import { epochMs } from '../money.ts';
import { channelPattern } from './channels.ts';
import { liveConstants } from './constants.ts';

/**
 * Channels a client may subscribe to. Public: `tickers` (all), `ticker.<SYMBOL>`,
 * `kline.<SYMBOL>.<interval>`. Private (needs a token sent with `online`): `orders`, `balance`, `realname`, `reviews`.
 */
export const channelName = z.string().regex(channelPattern);

/** Messages the client sends. */
export const clientMessage = z.discriminatedUnion('ch', [
  z.object({ ch: z.literal('heart'), data: z.object({ uid: z.number().int().nullable() }) }),
  z.object({
    ch: z.literal('online'),
    data: z.object({ uid: z.number().int().nullable(), token: z.string().optional() }),
  }),
  z.object({ ch: z.literal('sub'), data: z.object({ channel: channelName }) }),
  z.object({ ch: z.literal('unsub'), data: z.object({ channel: channelName }) }),
]);
export type ClientMessage = z.infer<typeof clientMessage>;

/** Messages the server sends. */
export const serverMessage = z.discriminatedUnion('ch', [
  z.object({ ch: z.literal('ping'), data: z.object({ time: epochMs }) }),
  z.object({ ch: z.literal('tickers'), data: z.array(ticker) }),
  z.object({ ch: z.literal('ticker'), data: ticker }),
  z.object({ ch: z.literal('kline'), data: z.object({ symbol: z.string(), interval, candle }) }),
  z.object({ ch: z.literal('order'), data: order.meta({ description: 'An own order settled or changed' }) }),
  z.object({ ch: z.literal('balance'), data: balance }),
  z.object({
    ch: z.literal('realname'),
    data: realnameView.meta({ description: 'The own real-name verification changed state' }),
  }),
  z.object({ ch: z.literal('recharge'), data: rechargeRecord }),
  z.object({ ch: z.literal('withdraw'), data: withdrawRecord }),
  z.object({ ch: z.literal('redirect'), data: z.object({ url: z.string() }) }),
  z.object({ ch: z.literal('subscribed'), data: z.object({ channel: channelName }) }),
  z.object({ ch: z.literal('error'), data: z.object({ code: z.number().int(), msg: z.string() }) }),
]);
export type ServerMessage = z.infer<typeof serverMessage>;

export { liveConstants };
