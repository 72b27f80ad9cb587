import { ErrorCode } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin-commands.ts';
import { audit } from '../../test/trading.ts';
import { adminConfigSchema } from '../settings/admin-config.ts';
import { cashApp, tronTx } from './cash-test.ts';

let c: Awaited<ReturnType<typeof cashApp>>;
beforeEach(async () => {
  c = await cashApp();
});
afterEach(() => c.t.close());

const admin = (...argv: string[]) => runAdmin(argv, { database: c.t.deps.database, clock: c.t.clock.now });
const send = (fields: Record<string, string>) =>
  c.post('user/recharge', { method: 'usdt', amount: '100', ...fields });
/** TRC20 makes a block every 3 s: `n` blocks later. */
const blocks = (n: number) => c.t.clock.advance(n * 3_000);
const requireConfirmations = async (count: number) => {
  const recharge = { ...adminConfigSchema.parse({}).recharge, confirmations_required: count };
  await admin('config', 'set', 'recharge', JSON.stringify(recharge));
  c.t.clock.advance(1_000); // the server reads its settings again after a second
};
const usdtAvailable = async () => (await c.balance()).usdt?.available;

describe('a USDT recharge is credited by its confirmations on the simulated chain', () => {
  it('shows confirmations rising 0/6 to 6/6 and credits exactly once, at the configured count', async () => {
    await requireConfirmations(5);
    const sent = await send({ tx_hash: tronTx(1).toUpperCase() });
    expect(sent.data).toMatchObject({
      status: 0,
      usdt_network: 'TRC20',
      tx_hash: tronTx(1),
      confirmations: 0,
      confirmations_required: 5,
    });
    expect(await usdtAvailable()).toBe('10000.000000');

    blocks(4);
    expect(c.t.app.usdtChain.runOnce()).toBe(1);
    expect(await usdtAvailable()).toBe('10000.000000');
    blocks(1);
    c.t.app.usdtChain.runOnce();
    expect(await usdtAvailable()).toBe('10100.000000');
    blocks(10);
    c.t.app.usdtChain.runOnce();
    expect(c.t.app.usdtChain.runOnce()).toBe(0);
    expect(await usdtAvailable()).toBe('10100.000000');

    const records = c.pushed.filter((p) => p.message.ch === 'recharge').map((p) => p.message.data);
    expect(records).toMatchObject([
      { confirmations: 4, status: 0 },
      { confirmations: 5, status: 1 },
      { confirmations: 6, status: 1 },
    ]);
    expect(c.pushed.filter((p) => p.message.ch === 'balance')).toHaveLength(1);
    const list = (await c.get('user/rechargeList')).data as { list: unknown[] };
    expect(list.list[0]).toMatchObject({ confirmations: 6, confirmations_required: 5, status: 1 });
    expect(await audit(c.t.deps.database.db)).toMatchObject({ drift: [], negative: 0 });
  });

  it('is credited at the count the settings named when it was sent, not one changed later', async () => {
    await send({ tx_hash: tronTx(2) });
    await requireConfirmations(6);
    blocks(3);
    c.t.app.usdtChain.runOnce();
    expect(await usdtAvailable()).toBe('10100.000000');
  });

  it('is left to the chain by the demo auto review, and an administrator rejection stops it', async () => {
    await admin('config', 'set', 'auto_review_seconds', '1');
    const kept = (await send({ tx_hash: tronTx(3) })).data as { id: number };
    const declined = (await send({ tx_hash: tronTx(4) })).data as { id: number };
    c.t.clock.advance(2_000);
    expect(c.t.app.reviewer.runOnce()).toBe(0);
    await admin('recharge', 'reject', String(declined.id), '--reason', 'No transfer found');
    blocks(6);
    c.t.app.usdtChain.runOnce();
    expect(await usdtAvailable()).toBe('10100.000000');
    const list = (await c.get('user/rechargeList')).data as { list: Array<{ id: number }> };
    expect(list.list.find((r) => r.id === kept.id)).toMatchObject({ status: 1, confirmations: 6 });
    expect(list.list.find((r) => r.id === declined.id)).toMatchObject({ status: 2, confirmations: 0 });
  });
});

describe('a USDT recharge refuses a transaction hash it cannot take, changing nothing', () => {
  it.each([
    ['no hash', {}, 'Please enter transaction hash'],
    ['a TRC20 hash one digit short', { tx_hash: 'a'.repeat(63) }, 'not a valid TRC20 hash'],
    ['a TRC20 hash with 0x', { tx_hash: `0x${'a'.repeat(64)}` }, 'not a valid TRC20 hash'],
    ['a TRC20 hash with a non-hex digit', { tx_hash: `${'a'.repeat(63)}g` }, 'not a valid TRC20 hash'],
    [
      'an ERC20 hash without 0x',
      { usdt_network: 'ERC20', tx_hash: 'b'.repeat(64) },
      'not a valid ERC20 hash',
    ],
  ])('refuses %s with a clear message', async (_, fields, message) => {
    const before = await c.print();
    const refused = await send(fields);
    expect(refused.code).toBe(ErrorCode.invalidInput);
    expect(refused.msg).toContain(message);
    expect(await c.print()).toBe(before);
  });

  it('refuses a hash on another network than the receiving address, and in the language asked', async () => {
    const before = await c.print();
    const refused = await send({ usdt_network: 'ERC20', tx_hash: `0x${'c'.repeat(64)}` });
    expect(refused.msg).toBe('This address receives USDT on TRC20 only');
    const zh = await c.post('user/recharge?lang=zh-Hans', { method: 'usdt', amount: '100', tx_hash: 'xyz' });
    expect(zh.msg).toBe('交易哈希不是有效的 TRC20 哈希');
    expect(await c.print()).toBe(before);
  });

  it('refuses a hash already taken, whatever its letter case, and credits the first one only', async () => {
    await send({ tx_hash: tronTx(5) });
    const before = await c.print();
    const again = await send({ tx_hash: tronTx(5).toUpperCase(), idempotency_key: 'another-request' });
    expect(again.code).toBe(ErrorCode.conflict);
    expect(again.msg).toBe('This transaction hash has already been submitted');
    expect(await c.print()).toBe(before);
  });
});
