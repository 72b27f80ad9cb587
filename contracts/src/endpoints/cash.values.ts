// Plain values, no schemas: the zod-free client entry (src/wire.ts) loads this module as it is.

/** USDT networks an address may be bound on; each has its own address format. */
export const usdtNetworks = ['TRC20', 'ERC20'] as const;
type Network = (typeof usdtNetworks)[number];

/**
 * A transaction's hash as each network writes it: TRON (TRC20) 64 hex digits, Ethereum (ERC20) `0x` and
 * 64 hex digits. The recharge body schema (endpoints/cash.ts) and the web's recharge form check with it.
 */
export const txHashPatterns: Record<Network, RegExp> = {
  TRC20: /^[0-9a-fA-F]{64}$/,
  ERC20: /^0x[0-9a-fA-F]{64}$/,
};

/** Why a hash is refused on `network` (a key of the shared messages), or undefined when it is well formed. */
export function txHashProblem(network: Network, hash: string): 'please_enter' | 'tx_hash_format' | undefined {
  const text = hash.trim();
  if (!text) return 'please_enter';
  return txHashPatterns[network].test(text) ? undefined : 'tx_hash_format';
}

/**
 * The reference server's simulated chain (server/src/modules/cash/usdt-chain.ts): a recharge's
 * transaction gains one confirmation per block, and is final at `final` confirmations. The count it is
 * credited at is an administrator setting between `minCredit` and `final` (the spec: 3-6).
 */
export const usdtChain = {
  final: 6,
  minCredit: 3,
  blockSeconds: { TRC20: 3, ERC20: 12 } satisfies Record<Network, number>,
} as const;

/** The hash an approved USDT withdrawal carries (the reference server's is simulated), by network. */
export const txHashFormat: Record<Network, RegExp> = txHashPatterns;
