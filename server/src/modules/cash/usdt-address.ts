import type { UsdtNetwork } from '@app/contracts';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import bs58check from 'bs58check';

/** A TRON address: base58check of 21 bytes, the first 0x41 ("T…", 34 characters). */
function isTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  try {
    const payload = bs58check.decode(address);
    return payload.length === 21 && payload[0] === 0x41;
  } catch {
    return false;
  }
}

/** An Ethereum address: 0x + 40 hex; a mixed-case one must carry a valid EIP-55 checksum. */
function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex.toLowerCase())));
  for (let i = 0; i < 40; i++) {
    const char = hex[i] as string;
    const upper = Number.parseInt(hash[i] as string, 16) >= 8;
    if (/[a-f]/i.test(char) && (char === char.toUpperCase()) !== upper) return false;
  }
  return true;
}

/** Whether `address` has the format (and checksum) of its USDT network. */
export function isUsdtAddress(network: UsdtNetwork, address: string): boolean {
  return network === 'TRC20' ? isTronAddress(address) : isEthereumAddress(address);
}

/** Shown masked: the first 4 and last 4 characters. */
export const maskAddress = (address: string): string => `${address.slice(0, 4)}****${address.slice(-4)}`;

/** Shown masked except the last 4 digits. */
export const maskCard = (card: string): string => `**** ${card.slice(-4)}`;
