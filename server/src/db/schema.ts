// Every table, gathered for drizzle-kit and the client. Each module owns its own schema file.
export * from '../modules/account/account.schema.ts';
export * from '../modules/cash/cash.schema.ts';
export * from '../modules/content/content.schema.ts';
export * from '../modules/earn/earn.schema.ts';
export * from '../modules/kyc/kyc.schema.ts';
export * from '../modules/market/market.schema.ts';
export * from '../modules/settings/settings.schema.ts';
export * from '../modules/trade/product.schema.ts';
export * from '../modules/trade/trade.schema.ts';
export * from '../modules/upload/upload.schema.ts';
export * from '../modules/wallet/exchange.schema.ts';
export * from '../modules/wallet/wallet.schema.ts';
export { outbox } from './changes.ts';
