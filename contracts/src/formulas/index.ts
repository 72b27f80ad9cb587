// The shared formulas (payout, fees, interest, exchange, valuation, withdraw checks): plain functions with
// no zod, exported once here for both entries, the full one (src/index.ts) and the zod-free one (src/wire.ts).
export * from './earn.ts';
export * from './exchange.ts';
export * from './rate.ts';
export * from './trade-payout.ts';
export * from './valuation.ts';
export * from './withdraw.ts';
export * from './withdraw-checks.ts';
