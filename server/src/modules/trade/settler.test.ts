import type { ServerMessage } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeApp, registerUser } from '../../test/harness.ts';
import { audit, cleanBooks, testCatalog, writeTick } from '../../test/trading.ts';
import { readBalance } from '../wallet/ledger.ts';
import { settler } from './settler.ts';
import { tradeService } from './trade.service.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let trade: ReturnType<typeof tradeService>;
let pushed: Array<{ uid: number; message: ServerMessage }>;
let t0: number;
const uid = 1;

beforeEach(async () => {
  pushed = [];
  const notify = (u: number, message: ServerMessage) => pushed.push({ uid: u, message });
  t = await makeApp({}, { products: testCatalog(), notify });
  trade = tradeService({ ...t.deps, products: testCatalog() });
  await registerUser(t.app, 'settle01');
  t0 = t.clock.now();
  await writeTick(t.deps.database, 'BTCUSDT', t0 - 1000, '100');
});
afterEach(() => t.close());

const db = () => t.deps.database.db;
const place = (direction: 'up' | 'down', amount = '100') =>
  trade.buy(uid, { product_id: 1, direction, seconds: 30, amount });
const usdt = async () => (await readBalance(db(), uid)).usdt;
const expiry = () => t0 + 30_000;

describe('settlement at the boundaries', () => {
  it('is a draw when the close equals the strike: the stake comes back', async () => {
    await place('up');
    await place('down');
    await writeTick(t.deps.database, 'BTCUSDT', expiry(), '100');
    expect(await t.app.settler.runOnce(expiry())).toBe(2);
    const { list } = await trade.orderList(uid, { page: 1, limit: 10 });
    expect(list.map((o) => [o.result, o.profit, o.payout])).toEqual([
      ['draw', '0.000000', '100.000000'],
      ['draw', '0.000000', '100.000000'],
    ]);
    expect(await usdt()).toEqual({ available: '10000.000000', locked: '0.000000' });
    expect(await audit(db())).toEqual(cleanBooks);
  });

  it('uses the tick recorded exactly at expiry, not a later one', async () => {
    await place('up');
    await writeTick(t.deps.database, 'BTCUSDT', expiry(), '100.00000001');
    await writeTick(t.deps.database, 'BTCUSDT', expiry() + 1000, '1');
    t.clock.set(expiry() + 1005);
    await t.app.settler.runOnce();
    const [o] = (await trade.orderList(uid, { page: 1, limit: 1 })).list;
    expect(o).toMatchObject({
      result: 'win',
      close: '100.00000001',
      close_time: expiry(),
      profit: '80.000000',
    });
    expect(await usdt()).toEqual({ available: '10080.000000', locked: '0.000000' });
  });

  it('settles at expiry inside a second whose tick is recorded, at that tick: no later tick can come before expiry', async () => {
    t.clock.advance(300);
    await place('down');
    const inside = expiry() + 300;
    await writeTick(t.deps.database, 'BTCUSDT', expiry(), '99');
    expect(await t.app.settler.runOnce(inside - 1)).toBe(0);
    expect(await t.app.settler.runOnce(inside)).toBe(1);
    const [o] = (await trade.orderList(uid, { page: 1, limit: 1 })).list;
    expect(o).toMatchObject({
      result: 'win',
      close: '99.00000000',
      close_time: expiry(),
      expires_at: inside,
    });
  });

  it('does not settle before the tick of its expiry second (or a later one) is recorded, however late it gets', async () => {
    await place('up');
    await writeTick(t.deps.database, 'BTCUSDT', expiry() - 1000, '90');
    expect(await t.app.settler.runOnce(expiry() + 60_000)).toBe(0);
    expect(await usdt()).toEqual({ available: '9900.000000', locked: '100.000000' });
    await writeTick(t.deps.database, 'BTCUSDT', expiry() + 60_000, '200');
    expect(await t.app.settler.runOnce(expiry() + 60_000)).toBe(1);
    const [o] = (await trade.orderList(uid, { page: 1, limit: 1 })).list;
    expect(o).toMatchObject({
      result: 'loss',
      close: '90.00000000',
      close_time: expiry() - 1000,
      profit: '-100.000000',
      payout: '0.000000',
    });
  });

  it('refuses a tick off the whole-second grid, so a recorded second can never gain a later price', async () => {
    await expect(writeTick(t.deps.database, 'BTCUSDT', expiry() + 1, '1')).rejects.toThrow(
      /multiple of 1000/,
    );
  });

  it('never settles before expiry by the server clock, even when later ticks exist', async () => {
    await place('up');
    await writeTick(t.deps.database, 'BTCUSDT', expiry() + 1000, '120');
    expect(await t.app.settler.runOnce(expiry() - 1)).toBe(0);
    expect(await t.app.settler.runOnce(expiry())).toBe(1);
  });
});

describe('exactly once', () => {
  it('pays once however often and however concurrently it runs', async () => {
    for (let i = 0; i < 20; i++) await place(i % 2 ? 'up' : 'down', String(10 + i));
    await writeTick(t.deps.database, 'BTCUSDT', expiry(), '101');
    const runs = await Promise.all(Array.from({ length: 5 }, () => t.app.settler.runOnce(expiry())));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(20);
    expect(await t.app.settler.runOnce(expiry() + 10_000)).toBe(0);
    expect(await audit(db())).toEqual(cleanBooks);
    // Winners are the 'up' orders: stakes 11, 13, …, 29 (sum 200) at 80 %.
    expect(await usdt()).toEqual({
      available: String(10_000 - 390 + 200 + 160).concat('.000000'),
      locked: '0.000000',
    });
  });

  it('tells the owner the settled order and the new balance', async () => {
    await place('up');
    pushed = [];
    await writeTick(t.deps.database, 'BTCUSDT', expiry(), '100.1');
    await t.app.settler.runOnce(expiry());
    expect(pushed.map((p) => [p.uid, p.message.ch])).toEqual([
      [uid, 'order'],
      [uid, 'balance'],
    ]);
    const [order, balance] = pushed.map((p) => p.message);
    expect(order?.ch === 'order' && order.data.result).toBe('win');
    expect(balance?.ch === 'balance' && balance.data.usdt.available).toBe('10080.000000');
  });

  it('leaves an order it cannot post open and settles the rest of its batch', async () => {
    await place('up');
    await registerUser(t.app, 'settle02');
    await trade.buy(2, { product_id: 1, direction: 'up', seconds: 30, amount: '50' });
    // Tamper with user 1's locked funds (never possible through the ledger) so its posting fails.
    t.deps.database.write((tx) =>
      tx.run(sql`UPDATE accounts SET locked = 0 WHERE user_id = 1 AND asset = 'usdt'`),
    );
    await writeTick(t.deps.database, 'BTCUSDT', expiry(), '101');
    expect(await t.app.settler.runOnce(expiry())).toBe(1);
    const open = await trade.newOrderList(uid, undefined);
    expect(open.trading).toHaveLength(1);
    expect((await trade.newOrderList(2, undefined)).settled).toHaveLength(1);
  });

  it('settles in batches when more orders are due than one transaction takes', async () => {
    for (let i = 0; i < 7; i++) await place('up', '10');
    await writeTick(t.deps.database, 'BTCUSDT', expiry(), '99');
    const small = settler(t.deps, { batch: 3 });
    expect(await small.runOnce(expiry())).toBe(7);
    expect(await audit(db())).toEqual(cleanBooks);
  });
});
