import { type UsdtNetwork, usdtNetworks } from '@app/contracts';

/** The network a USDT withdrawal went on: the first word of its destination ("TRC20 Tabc…wxyz"). */
export function networkOf(destination: string): UsdtNetwork | null {
  const word = destination.split(' ')[0];
  return usdtNetworks.find((network) => network === word) ?? null;
}

/**
 * The reference server has no chain: an approved USDT withdrawal gets a random hash in its network's
 * format (contracts/src/endpoints/cash.values.ts), so the app's record looks as it will upstream.
 */
export function simulatedTxHash(network: UsdtNetwork, random: (bytes: number) => Buffer): string {
  const hex = random(32).toString('hex');
  return network === 'ERC20' ? `0x${hex}` : hex;
}
