import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { accountRoutes } from './account/account.routes.ts';
import { cashRoutes } from './cash/cash.routes.ts';
import { contentRoutes } from './content/content.routes.ts';
import { earnRoutes } from './earn/earn.routes.ts';
import { inviteRoutes } from './invite/invite.routes.ts';
import { kycRoutes } from './kyc/kyc.routes.ts';
import { marketRoutes } from './market/market.routes.ts';
import { productRoutes } from './trade/product.routes.ts';
import { tradeRoutes } from './trade/trade.routes.ts';
import { uploadRoutes } from './upload/upload.routes.ts';
import { exchangeRoutes } from './wallet/exchange.routes.ts';
import { recordsRoutes } from './wallet/records.routes.ts';
import { walletRoutes } from './wallet/wallet.routes.ts';

/** Every module's routes. A new module adds one line here. */
export const modules: Array<(app: FastifyInstance, ctx: AppContext) => void> = [
  contentRoutes,
  accountRoutes,
  walletRoutes,
  uploadRoutes,
  marketRoutes,
  productRoutes,
  tradeRoutes,
  inviteRoutes,
  earnRoutes,
  exchangeRoutes,
  recordsRoutes,
  kycRoutes,
  cashRoutes,
];
