import { ErrorCode } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cashApp, tronAddress } from './cash-test.ts';

let c: Awaited<ReturnType<typeof cashApp>>;
beforeEach(async () => {
  c = await cashApp();
});
afterEach(() => c.t.close());

describe('user/cashBind and user/cashInfo', () => {
  it('has no card at first, then shows the bound card masked except the last 4', async () => {
    expect((await c.get('user/cashInfo')).data).toBeNull();
    const bound = await c.bindCard({ usdt_address: tronAddress, usdt_network: 'TRC20' });
    expect(bound.code).toBe(0);
    const info = (await c.get('user/cashInfo')).data;
    expect(info).toEqual({
      bank_name: 'Demo Bank',
      card_number: '**** 4567',
      holder_name: 'Pat Payer',
      usdt_address: 'TAny****19iW',
      usdt_network: 'TRC20',
    });
    expect(JSON.stringify(info)).not.toContain('6222020000001234567');
  });

  it('refuses an address that does not match its network, changing nothing', async () => {
    const before = await c.print();
    const bad = await c.bindCard({ usdt_address: `${tronAddress.slice(0, -1)}X`, usdt_network: 'TRC20' });
    expect(bad.code).toBe(ErrorCode.invalidInput);
    expect(bad.msg).toBe('The USDT address is not a valid TRC20 address');
    const erc = await c.bindCard({ usdt_address: tronAddress, usdt_network: 'ERC20' });
    expect(erc.msg).toBe('The USDT address is not a valid ERC20 address');
    expect(await c.print()).toBe(before);
  });

  it('accepts an ERC20 address with a valid checksum', async () => {
    const ok = await c.bindCard({
      usdt_address: '0x52908400098527886E0F7030069857D2E4169EE7',
      usdt_network: 'ERC20',
    });
    expect(ok.data).toMatchObject({ usdt_address: '0x52****9EE7', usdt_network: 'ERC20' });
  });

  it('needs the right fund password to change a binding; a refusal changes nothing', async () => {
    await c.bindCard();
    const before = await c.print();
    const notSet = await c.bindCard({ card_number: '6222020000009999', mpassword: '246813' });
    expect(notSet.code).toBe(ErrorCode.forbidden);
    expect(notSet.msg).toBe('Please set a fund password first');
    expect(await c.print()).toBe(before);

    await c.setFundPassword();
    const afterSet = await c.print();
    const noFundPassword = await c.bindCard({ card_number: '6222020000009999' });
    expect(noFundPassword.code).toBe(ErrorCode.invalidInput);
    expect(noFundPassword.msg).toBe('Changing the bound card needs your fund password');
    const wrong = await c.bindCard({ card_number: '6222020000009999', mpassword: '111111' });
    expect(wrong.code).toBe(ErrorCode.wrongPassword);
    expect(await c.print()).toBe(afterSet);
    const right = await c.bindCard({ card_number: '6222020000009999', mpassword: '246813' });
    expect(right.data).toMatchObject({ card_number: '**** 9999' });
  });

  it('locks out fund password guessing after five wrong tries', async () => {
    await c.bindCard();
    await c.setFundPassword();
    for (let i = 0; i < 5; i++) {
      expect((await c.bindCard({ mpassword: `00000${i}` })).code).toBe(ErrorCode.wrongPassword);
    }
    const locked = await c.bindCard({ mpassword: '246813' });
    expect(locked.code).toBe(ErrorCode.rateLimited);
  });
});
