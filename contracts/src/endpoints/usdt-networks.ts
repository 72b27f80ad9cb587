// Plain values, no schemas: the zod-free client entry (src/wire.ts) loads this module as it is.

/** USDT networks an address may be bound on; each has its own address format. */
export const usdtNetworks = ['TRC20', 'ERC20'] as const;
