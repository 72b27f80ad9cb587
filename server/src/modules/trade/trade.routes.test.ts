import { api, ErrorCode, type ServerMessage } from '@app/contracts';
import { count } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auth, form, makeApp, registerUser } from '../../test/harness.ts';
import { audit, cleanBooks, testCatalog, writeTick } from '../../test/trading.ts';
import { ledger } from '../wallet/wallet.schema.ts';
import { tradeOrders } from './trade.schema.ts';
import { tradeService } from './trade.service.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let token: string;
let pushed: Array<{ uid: number; message: ServerMessage }>;
/** What the test's notify answers when the publisher asks whether the buyer can receive a message. */
let listening: boolean;

beforeEach(async () => {
  pushed = [];
  listening = true;
  const notify = Object.assign((uid: number, message: ServerMessage) => void pushed.push({ uid, message }), {
    listens: () => listening,
  });
  t = await makeApp({}, { products: testCatalog(), notify });
  token = await registerUser(t.app, 'trader01');
  // Registering credits the demo funds, a balance change of its own: each test counts from here.
  pushed = [];
  await writeTick(t.deps.database, 'BTCUSDT', t.clock.now() - 1000, '100.5');
});
afterEach(() => t.close());

const order = { product_id: 1, direction: 'up', seconds: 30, amount: '100' };
const buy = (fields: Record<string, string | number> = order) =>
  t.app.inject({ method: 'POST', url: '/api/v1/user/buy', ...withAuth(form(fields)) });
const withAuth = (f: ReturnType<typeof form>) => ({ ...f, headers: { ...f.headers, ...auth(token) } });
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: auth(token) });

async function snapshot() {
  const db = t.deps.database.db;
  const [orders] = await db.select({ n: count() }).from(tradeOrders);
  const [entries] = await db.select({ n: count() }).from(ledger);
  const balance = (await get('user/balance')).json().data;
  return { orders: orders?.n, entries: entries?.n, balance };
}

describe('user/buy', () => {
  it('takes the last recorded tick as strike and locks the stake', async () => {
    const res = await buy();
    const body = res.json();
    expect(body.code).toBe(0);
    const data = api.user.buy.data.parse(body.data);
    expect(data).toMatchObject({
      symbol: 'BTCUSDT',
      direction: 'up',
      amount: '100.000000',
      profit_ratio: '0.80',
      strike: '100.50000000',
      strike_time: t.clock.now() - 1000,
      placed_at: t.clock.now(),
      expires_at: t.clock.now() + 30_000,
      status: 'trading',
      close: null,
      result: null,
      estimated: '80.000000',
    });
    const balance = api.user.balance.data.parse((await get('user/balance')).json().data);
    expect(balance.usdt).toEqual({ available: '9900.000000', locked: '100.000000' });
    expect(pushed.map((p) => p.message.ch)).toEqual(['order', 'balance']);
    expect(await audit(t.deps.database.db)).toEqual(cleanBooks);
  });

  it('reads no balance to push when the buyer has no socket to receive it, and still places the order', async () => {
    listening = false;
    const statements: string[] = [];
    const stop = t.deps.database.observeWrites((sql) => statements.push(sql));
    const res = await buy().finally(stop);
    expect(res.json().code).toBe(0);
    expect(pushed.map((p) => p.message.ch)).toEqual(['order']);
    expect(statements.filter((s) => s.includes('"accounts"') && /^select/i.test(s))).toEqual([]);
    const balance = api.user.balance.data.parse((await get('user/balance')).json().data);
    expect(balance.usdt).toEqual({ available: '9900.000000', locked: '100.000000' });
    expect(await audit(t.deps.database.db)).toEqual(cleanBooks);
  });

  it('places one order for a double submit with the same idempotency key', async () => {
    const keyed = { ...order, idempotency_key: 'tap-0001-abcd' };
    const [a, b] = await Promise.all([buy(keyed), buy(keyed)]);
    const c = await buy(keyed);
    expect(a.json().data).toEqual(b.json().data);
    expect(c.json().data).toEqual(a.json().data);
    const after = await snapshot();
    expect(after.orders).toBe(1);
    expect(after.entries).toBe(3); // two demo credits and one stake
    expect(after.balance.usdt.locked).toBe('100.000000');
    expect((await buy({ ...order, idempotency_key: 'tap-0002-abcd' })).json().code).toBe(0);
  });

  const refusals: Array<[string, Record<string, string | number>, number, string]> = [
    ['an unknown product', { ...order, product_id: 99 }, ErrorCode.notFound, 'The product ID does not exist'],
    ['a closed product', { ...order, product_id: 2 }, ErrorCode.closed, 'This product is not open'],
    ['a period not offered', { ...order, seconds: 45 }, ErrorCode.invalidInput, 'Wrong expiration time'],
    [
      'a stake under the minimum',
      { ...order, amount: '9.99' },
      ErrorCode.outOfRange,
      'between 10-50000 USDT',
    ],
    [
      'a stake over the maximum',
      { ...order, amount: '50000.01' },
      ErrorCode.outOfRange,
      'between 10-50000 USDT',
    ],
    [
      'more than the balance',
      { ...order, amount: '10000.000001' },
      ErrorCode.insufficientBalance,
      'Insufficient',
    ],
    ['too many decimals', { ...order, amount: '10.0000001' }, ErrorCode.invalidInput, 'valid amount'],
    ['a missing amount', { ...order, amount: '' }, ErrorCode.invalidInput, 'Please enter'],
  ];
  for (const [what, fields, code, msg] of refusals) {
    it(`refuses ${what} and changes nothing`, async () => {
      const before = await snapshot();
      const body = (await buy(fields)).json();
      expect(body.code).toBe(code);
      expect(body.msg).toContain(msg);
      expect(await snapshot()).toEqual(before);
      expect(pushed).toEqual([]);
    });
  }

  it('refuses without a fresh price and changes nothing', async () => {
    t.clock.advance(6_000);
    const before = await snapshot();
    const body = (await buy()).json();
    expect(body).toMatchObject({
      code: ErrorCode.closed,
      msg: 'No price is available yet, please try again',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('replays the first result for a repeat even after the price went stale', async () => {
    const keyed = { ...order, idempotency_key: 'late-retry-01' };
    const first = (await buy(keyed)).json();
    t.clock.advance(60_000);
    const again = (await buy(keyed)).json();
    expect(again).toMatchObject({ code: 0, data: first.data });
    expect((await snapshot()).orders).toBe(1);
  });

  it('stores nothing for a refused keyed request, so a retry is judged afresh', async () => {
    const keyed = { ...order, idempotency_key: 'retry-0001-x', amount: '5' };
    expect((await buy(keyed)).json().code).toBe(ErrorCode.outOfRange);
    expect((await buy({ ...keyed, amount: '20' })).json().code).toBe(0);
  });

  it('draws another order number when two orders of one second draw the same, and places both', async () => {
    const same = Buffer.alloc(8, 7);
    const draws = [same, same, Buffer.alloc(8, 9)];
    const random = () => draws.shift() ?? Buffer.alloc(8, 1);
    const trade = tradeService({ ...t.deps, products: testCatalog(), random });
    const input = { product_id: 1, direction: 'up' as const, seconds: 30, amount: '100' };
    const first = await trade.buy(1, input);
    const second = await trade.buy(1, input);
    expect(second.number).not.toBe(first.number);
    expect(second.number.slice(0, 12)).toBe(first.number.slice(0, 12));
    expect(await audit(t.deps.database.db)).toEqual(cleanBooks);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/buy', ...form(order) });
    expect(res.statusCode).toBe(401);
  });
});

describe('order lists', () => {
  it('pages order records newest first, filtered by status and symbol', async () => {
    for (let i = 0; i < 3; i++) expect((await buy({ ...order, amount: String(10 + i) })).json().code).toBe(0);
    const page = api.user.orderList.data.parse((await get('user/orderList?page=1&limit=2')).json().data);
    expect(page.total).toBe(3);
    expect(page.list.map((o) => o.amount)).toEqual(['12.000000', '11.000000']);
    const second = api.user.orderList.data.parse((await get('user/orderList?page=2&limit=2')).json().data);
    expect(second.list.map((o) => o.amount)).toEqual(['10.000000']);
    const closed = api.user.orderList.data.parse((await get('user/orderList?status=closed')).json().data);
    expect(closed.total).toBe(0);
    const eth = api.user.orderList.data.parse((await get('user/orderList?symbol=ETHUSDT')).json().data);
    expect(eth.total).toBe(0);
  });

  it('shows open positions and what settled since a time, with the server time', async () => {
    await buy();
    await buy({ ...order, seconds: 60, direction: 'down' });
    const since = t.clock.now();
    t.clock.advance(30_000);
    await writeTick(t.deps.database, 'BTCUSDT', t.clock.now(), '101');
    await t.app.settler.runOnce(t.clock.now());
    const data = api.user.newOrderList.data.parse(
      (await get(`user/newOrderList?since=${since}`)).json().data,
    );
    expect(data.server_time).toBe(t.clock.now());
    expect(data.trading.map((o) => o.seconds)).toEqual([60]);
    expect(data.settled).toHaveLength(1);
    expect(data.settled[0]).toMatchObject({ result: 'win', close: '101.00000000', profit: '80.000000' });
    const later = api.user.newOrderList.data.parse(
      (await get(`user/newOrderList?since=${t.clock.now() + 1}`)).json().data,
    );
    expect(later.settled).toEqual([]);
  });

  it('only ever shows the caller’s own orders', async () => {
    await buy();
    token = await registerUser(t.app, 'other001');
    const page = api.user.orderList.data.parse((await get('user/orderList')).json().data);
    expect(page.total).toBe(0);
  });
});
