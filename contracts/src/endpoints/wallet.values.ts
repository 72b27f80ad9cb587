// Plain values, no schemas: the zod-free client entry (src/wire.ts) loads this module as it is.

/** Every kind of balance change the ledger records (a financial record's `kind`). */
export const ledgerKinds = [
  'demo_credit',
  'recharge',
  'withdraw',
  'withdraw_refund',
  'withdraw_fee',
  'exchange_out',
  'exchange_in',
  'exchange_fee',
  'trade_stake',
  'trade_payout',
  'earn_subscribe',
  'earn_interest',
  'earn_principal',
  'earn_penalty',
] as const;
