import type { Endpoint } from './endpoint.ts';
import { account } from './endpoints/account.ts';
import { cash } from './endpoints/cash.ts';
import { common } from './endpoints/content.ts';
import { earn } from './endpoints/earn.ts';
import { invite } from './endpoints/invite.ts';
import { kyc } from './endpoints/kyc.ts';
import { market } from './endpoints/market.ts';
import { productCalls, trade } from './endpoints/trade.ts';
import { wallet } from './endpoints/wallet.ts';

/** The map of every call: `api.user.buy` is `POST /api/v1/user/buy`. */
export const api = {
  common,
  user: { ...account, ...wallet, ...cash, ...kyc, ...trade, ...invite },
  market,
  product: productCalls,
  earn,
} as const;

/** Every call, flattened, with its dotted name (`user.buy`). */
export const allEndpoints = (): Array<{ name: string; endpoint: Endpoint }> =>
  Object.entries(api).flatMap(([group, calls]) =>
    Object.entries(calls as Record<string, Endpoint>).map(([call, endpoint]) => ({
      name: `${group}.${call}`,
      endpoint,
    })),
  );

export * from './account-rules.ts';
export * from './admin.ts';
export * from './admin-journal.ts';
export * from './admin-settings.ts';
export * from './answer-control.ts';
export { asyncApiDocument } from './asyncapi.ts';
export * from './display.ts';
export * from './endpoint.ts';
export * from './endpoints/account.ts';
export * from './endpoints/cash.ts';
export * from './endpoints/content.ts';
export * from './endpoints/earn.ts';
export * from './endpoints/invite.ts';
export * from './endpoints/kyc.ts';
export * from './endpoints/market.ts';
export * from './endpoints/trade.ts';
export * from './endpoints/wallet.shapes.ts';
export * from './endpoints/wallet.ts';
export * from './envelope.ts';
export * from './errors.ts';
export * from './formulas/index.ts';
export * from './i18n.ts';
export * from './live/catalogue.ts';
export * from './live/channels.ts';
export * from './live/messages.ts';
export * from './messages.ts';
export * from './money.ts';
export { asyncApiPath, openApiDocument } from './openapi.ts';
export * from './sandbox.ts';
export * from './transport.ts';
export * from './webview.ts';
