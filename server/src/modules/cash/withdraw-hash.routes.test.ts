import { txHashFormat } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cashApp, tronAddress } from './cash-test.ts';

let c: Awaited<ReturnType<typeof cashApp>>;
beforeEach(async () => {
  c = await cashApp();
  await c.setFundPassword();
});
afterEach(() => c.t.close());

const withdraw = (asset: 'usdt' | 'money', amount: string) =>
  c.post('user/withdraw', { asset, amount, mpassword: '246813' });
const records = async () =>
  ((await c.get('user/withdrawList')).data as { list: Array<Record<string, unknown>> }).list;
const approve = (id: unknown) => c.t.app.reviewer.decide('withdraw', id as number, 'approve');

describe('the transaction hash of a withdrawal', () => {
  it('an approved TRC20 withdrawal carries a hash of 64 hex digits, and a pending one none', async () => {
    await c.bindCard({ usdt_address: tronAddress });
    const sent = (await withdraw('usdt', '100')).data as Record<string, unknown>;
    expect(sent.tx_hash).toBeNull();
    approve(sent.id);
    const [record] = await records();
    expect(record).toMatchObject({ id: sent.id, status: 1 });
    expect(record?.tx_hash).toMatch(txHashFormat.TRC20);
    const pushed = c.pushed.map((p) => p.message).find((m) => m.ch === 'withdraw');
    expect(pushed?.data).toMatchObject({ id: sent.id, tx_hash: record?.tx_hash });
  });

  it('an approved ERC20 withdrawal carries 0x and 64 hex digits', async () => {
    await c.bindCard({ usdt_address: '0x52908400098527886E0F7030069857D2E4169EE7', usdt_network: 'ERC20' });
    const sent = (await withdraw('usdt', '100')).data as Record<string, unknown>;
    approve(sent.id);
    expect((await records())[0]?.tx_hash).toMatch(txHashFormat.ERC20);
  });

  it('a card withdrawal and a declined one carry no hash', async () => {
    await c.bindCard({ usdt_address: tronAddress });
    const card = (await withdraw('money', '100')).data as Record<string, unknown>;
    const declined = (await withdraw('usdt', '100')).data as Record<string, unknown>;
    approve(card.id);
    c.t.app.reviewer.decide('withdraw', declined.id as number, 'reject', 'test');
    expect((await records()).map((r) => [r.status, r.tx_hash])).toEqual([
      [2, null],
      [1, null],
    ]);
  });
});
