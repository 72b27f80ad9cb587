// Plain values, no schemas: the zod-free client entry (src/wire.ts) loads this module as it is.

/** USDT networks an address may be bound on; each has its own address format. */
export const usdtNetworks = ['TRC20', 'ERC20'] as const;

/**
 * A transaction hash's format on each network: TRON writes 64 hex digits, Ethereum `0x` and 64 hex
 * digits. An approved USDT withdrawal carries one (the reference server's is simulated).
 */
export const txHashFormat: Record<(typeof usdtNetworks)[number], RegExp> = {
  TRC20: /^[0-9a-f]{64}$/,
  ERC20: /^0x[0-9a-f]{64}$/,
};
