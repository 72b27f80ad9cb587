import bs58check from 'bs58check';
import { describe, expect, it } from 'vitest';
import { isUsdtAddress, maskAddress, maskCard } from './usdt-address.ts';

const tron = bs58check.encode(Uint8Array.from([0x41, ...new Array(20).fill(7)]));

describe('USDT address formats', () => {
  it('accepts a TRC20 address with a valid base58 checksum', () => {
    expect(tron).toMatch(/^T.{33}$/);
    expect(isUsdtAddress('TRC20', tron)).toBe(true);
  });

  it('refuses a TRC20 address with one character changed, or of another network', () => {
    const last = tron.at(-1) === 'a' ? 'b' : 'a';
    expect(isUsdtAddress('TRC20', `${tron.slice(0, -1)}${last}`)).toBe(false);
    expect(isUsdtAddress('TRC20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false);
    expect(isUsdtAddress('TRC20', 'TXp9DemoAddr7Kq2mW4sV8nR3uY6bH1cJ5eLz')).toBe(false);
  });

  it('accepts ERC20 addresses in one case or with a valid EIP-55 checksum', () => {
    expect(isUsdtAddress('ERC20', '0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
    expect(isUsdtAddress('ERC20', '0xde709f2102306220921060314715629080e2fb77')).toBe(true);
    expect(isUsdtAddress('ERC20', '0x27b1fdb04752bbc536007a920d24acb045561c26')).toBe(true);
  });

  it('refuses an ERC20 address with a broken checksum or the wrong length', () => {
    expect(isUsdtAddress('ERC20', '0x52908400098527886e0F7030069857D2E4169EE7')).toBe(false);
    expect(isUsdtAddress('ERC20', '0x5290840009852788')).toBe(false);
    expect(isUsdtAddress('ERC20', tron)).toBe(false);
  });

  it('masks all but the last 4 digits of a card and the ends of an address', () => {
    expect(maskCard('6222020000001234567')).toBe('**** 4567');
    expect(maskAddress('0x52908400098527886E0F7030069857D2E4169EE7')).toBe('0x52****9EE7');
  });
});
