import { api, ErrorCode, type ServerMessage } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin-commands.ts';
import { cleanEarnBooks, earnAudit } from '../../test/earn.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';

const day = 86_400_000;
let t: Awaited<ReturnType<typeof makeApp>>;
let token: string;
let pushed: ServerMessage[];
const call = apiCaller(() => t.app);
const post = (url: string, fields: Record<string, string | number>) => call.post(url, fields, auth(token));
const get = async (url: string) => envelopeOf(await call.get(url, auth(token)));
const balance = async () => api.user.balance.data.parse((await get('user/balance')).data).usdt;
const ledgerKinds = async () =>
  (await t.deps.database.db.all<{ kind: string; amount: number; locked_amount: number }>(
    // biome-ignore lint/suspicious/noExplicitAny: raw SQL in a test
    "SELECT kind, amount, locked_amount FROM ledger WHERE kind LIKE 'earn%' ORDER BY id" as any,
  )) as Array<{ kind: string; amount: number; locked_amount: number }>;

beforeEach(async () => {
  pushed = [];
  // Sessions outlive the weeks these tests jump over.
  t = await makeApp({ TOKEN_TTL_HOURS: 24 * 365 }, { notify: (_uid, m) => pushed.push(m) });
  token = await registerUser(t.app, 'saver001', 'Zq9-secret-42');
});
afterEach(() => t.close());

/** Subscribes to product 1 (7 days, 0.3 % a day, dividends at 00:00 UTC, 1 % breach). */
async function subscribe(amount = '1000', key = `k-${Math.random()}`, id = 1) {
  return envelopeOf(await post('earn/buy', { id, amount, idempotency_key: key }));
}

describe('earn products', () => {
  it('offers four seeded cycles with their own rates, limits, custodians, dividend times and breach rates', async () => {
    const list = api.earn.list.data.parse((await get('earn/list')).data);
    expect(list.map((p) => p.cycle_days)).toEqual([7, 15, 30, 90]);
    for (const key of ['daily_rate', 'min', 'max', 'custodian', 'dividend_time', 'breach_rate'] as const)
      expect(new Set(list.map((p) => p[key])).size).toBe(4);
    expect(list[0]).toMatchObject({ daily_rate: '0.3000', rate: '2.1000', day_seconds: 86_400, open: true });
  });

  it('answers one product, and refuses an unknown or malformed id', async () => {
    expect((await get('earn/detail?id=2')).data).toMatchObject({ cycle_days: 15 });
    expect((await get('earn/detail?id=99')).code).toBe(ErrorCode.notFound);
    expect((await get('earn/detail?id=x')).code).toBe(ErrorCode.invalidInput);
  });

  it('is edited from the admin console; a refused edit changes nothing', async () => {
    const admin = (...argv: string[]) => runAdmin(argv, { database: t.deps.database, clock: t.clock.now });
    expect(await admin('earn', 'edit', '1', 'daily_rate', '0.45')).toContain('"daily_rate": "0.4500"');
    expect((await get('earn/detail?id=1')).data).toMatchObject({ daily_rate: '0.4500', rate: '3.1500' });
    const before = await fingerprint(t.deps.database.db);
    await expect(admin('earn', 'edit', '1', 'min', '999999999')).rejects.toThrow(/Refused/);
    await expect(admin('earn', 'edit', '1', 'daily_rate', 'lots')).rejects.toThrow(/Invalid value/);
    await expect(admin('earn', 'edit', '1', 'colour', 'red')).rejects.toThrow(/Usage/);
    expect(await fingerprint(t.deps.database.db)).toBe(before);
    expect(await admin('earn', 'list')).toContain('USDT Prime 90');
  });
});

describe('earn/buy', () => {
  it('moves the principal from available to locked with its ledger entry, and schedules the days', async () => {
    const res = await subscribe('1000');
    expect(res.code).toBe(0);
    const order = api.earn.buy.data.parse(res.data);
    const startsAt = Date.UTC(2026, 0, 6); // the next 00:00 UTC after 12:00 on the 5th
    expect(order).toMatchObject({
      principal: '1000.000000',
      daily_income: '3.000000',
      earned: '0.000000',
      holding_days: 0,
      status: 'hosting',
      starts_at: startsAt,
      next_settlement: startsAt + day,
      ends_at: startsAt + 7 * day,
      redeemable: true,
      penalty: '10.000000',
      refund: '990.000000',
    });
    expect(await balance()).toEqual({ available: '9000.000000', locked: '1000.000000' });
    expect(await ledgerKinds()).toEqual([{ kind: 'earn_subscribe', amount: -1e9, locked_amount: 1e9 }]);
    expect(pushed.map((m) => m.ch)).toEqual(['balance']);
  });

  it('places one order for a repeated key and replays the first answer', async () => {
    const first = await subscribe('500', 'same-key');
    const again = await subscribe('500', 'same-key');
    expect(again).toEqual(first);
    expect(await balance()).toEqual({ available: '9500.000000', locked: '500.000000' });
  });

  it('refuses out-of-range, unaffordable, unknown, closed and malformed subscriptions, changing nothing', async () => {
    await runAdmin(['earn', 'edit', '3', 'open', 'false'], { database: t.deps.database, clock: t.clock.now });
    const before = await fingerprint(t.deps.database.db);
    const cases: Array<[Record<string, string | number>, number, string?]> = [
      [
        { id: 1, amount: '9.99' },
        ErrorCode.outOfRange,
        'The amount needs to be between 10.000000-5000.000000',
      ],
      [{ id: 1, amount: '5000.000001' }, ErrorCode.outOfRange],
      [{ id: 4, amount: '20000' }, ErrorCode.insufficientBalance, 'Insufficient balance'],
      [{ id: 99, amount: '100' }, ErrorCode.notFound],
      [{ id: 3, amount: '1000' }, ErrorCode.closed, 'This product is not open for subscription'],
      [{ id: 1, amount: '0.0000001' }, ErrorCode.invalidInput],
      [{ id: 1, amount: '-5' }, ErrorCode.invalidInput],
      [{ id: 1 }, ErrorCode.invalidInput],
    ];
    for (const [fields, code, msg] of cases) {
      const res = envelopeOf(await post('earn/buy', { ...fields, idempotency_key: `refused-${code}` }));
      expect(res.code, JSON.stringify(fields)).toBe(code);
      if (msg) expect(res.msg).toBe(msg);
    }
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });

  it('refuses a restricted account and changes nothing', async () => {
    await runAdmin(['user', 'status', 'saver001', '0'], { database: t.deps.database, clock: t.clock.now });
    const before = await fingerprint(t.deps.database.db);
    expect((await subscribe()).code).toBe(ErrorCode.restricted);
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });
});

describe('interest and maturity', () => {
  it('pays one earn_interest a day at the dividend time, once however often the payer runs', async () => {
    const order = api.earn.buy.data.parse((await subscribe('1000')).data);
    t.clock.set(order.starts_at + day - 1);
    expect(t.app.earnPayer.runOnce()).toBe(0);
    t.clock.set(order.starts_at + day);
    expect(t.app.earnPayer.runOnce()).toBe(1);
    expect(t.app.earnPayer.runOnce()).toBe(0);
    const seen = api.earn.order.data.parse((await get(`earn/order?id=${order.id}`)).data);
    expect(seen).toMatchObject({
      earned: '3.000000',
      holding_days: 1,
      next_settlement: order.starts_at + 2 * day,
    });
    expect(await balance()).toEqual({ available: '9003.000000', locked: '1000.000000' });
    expect(pushed.at(-1)?.ch).toBe('balance');
  });

  it('pays days missed while nobody ran it, each once, then returns the principal and settles', async () => {
    const order = api.earn.buy.data.parse((await subscribe('1000')).data);
    t.clock.set(order.starts_at + 3 * day + 5);
    t.app.earnPayer.runOnce();
    expect((await get(`earn/order?id=${order.id}`)).data).toMatchObject({
      holding_days: 3,
      earned: '9.000000',
    });
    t.clock.set(order.ends_at + 10 * day);
    t.app.earnPayer.runOnce();
    const doneRes = await get(`earn/order?id=${order.id}`);
    expect(doneRes.msg).toBe('Success');
    const done = api.earn.order.data.parse(doneRes.data);
    expect(done).toMatchObject({
      status: 'settled',
      holding_days: 7,
      earned: '21.000000',
      next_settlement: null,
    });
    expect(done).toMatchObject({ penalty: '0.000000', refund: '1000.000000', redeemable: false });
    expect(await balance()).toEqual({ available: '10021.000000', locked: '0.000000' });
    const kinds = (await ledgerKinds()).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'earn_interest')).toHaveLength(7);
    expect(kinds.at(-1)).toBe('earn_principal');
    expect(await get('earn/summary')).toMatchObject({
      data: { principal: '0.000000', earned: '21.000000', hosting: 0 },
    });
    expect(await earnAudit(t.deps.database.db)).toEqual(cleanEarnBooks);
  });
});

describe('earn/redeem', () => {
  it('charges exactly the previewed penalty, refunds the rest and keeps the interest paid', async () => {
    const order = api.earn.buy.data.parse((await subscribe('1234.5')).data);
    t.clock.set(order.starts_at + 2 * day + 1);
    t.app.earnPayer.runOnce();
    const preview = api.earn.order.data.parse((await get(`earn/order?id=${order.id}`)).data);
    expect(preview).toMatchObject({ penalty: '12.345000', refund: '1222.155000', earned: '7.407000' });
    pushed = [];
    const res = await post('earn/redeem', { id: order.id, idempotency_key: 'redeem-1' });
    const redeemed = api.earn.redeem.data.parse(envelopeOf(res).data);
    expect(redeemed).toMatchObject({
      status: 'cancelled',
      penalty: preview.penalty,
      refund: preview.refund,
      earned: '7.407000',
      holding_days: 2,
      redeemable: false,
      next_settlement: null,
    });
    expect(pushed).toEqual([{ ch: 'balance', data: expect.objectContaining({ usdt: await balance() }) }]);
    // 10000 − 12.345 penalty + 7.407 interest (two days of 3.7035 rounded down).
    expect(await balance()).toEqual({ available: '9995.062000', locked: '0.000000' });
    expect((await ledgerKinds()).slice(-2)).toEqual([
      { kind: 'earn_principal', amount: 1_234_500_000, locked_amount: -1_234_500_000 },
      { kind: 'earn_penalty', amount: -12_345_000, locked_amount: 0 },
    ]);
    // Later days are not paid to a redeemed order.
    t.clock.set(order.ends_at + day);
    expect(t.app.earnPayer.runOnce()).toBe(0);
    expect(await earnAudit(t.deps.database.db)).toEqual(cleanEarnBooks);
  });

  it('pays a whole day held but not yet paid before redeeming', async () => {
    const order = api.earn.buy.data.parse((await subscribe('1000')).data);
    t.clock.set(order.starts_at + day);
    const res = envelopeOf(await post('earn/redeem', { id: order.id, idempotency_key: 'redeem-now' }));
    expect(res.data).toMatchObject({ holding_days: 1, earned: '3.000000' });
  });

  it('replays a repeated key, refuses a second redemption, one after maturity, and another user’s order', async () => {
    const order = api.earn.buy.data.parse((await subscribe('1000')).data);
    const first = envelopeOf(await post('earn/redeem', { id: order.id, idempotency_key: 'once-key' }));
    expect(envelopeOf(await post('earn/redeem', { id: order.id, idempotency_key: 'once-key' }))).toEqual(
      first,
    );
    const before = await fingerprint(t.deps.database.db);
    const again = envelopeOf(await post('earn/redeem', { id: order.id, idempotency_key: 'twice-key' }));
    expect(again).toMatchObject({
      code: ErrorCode.notAllowedNow,
      msg: 'This order can no longer be redeemed',
    });

    const matured = api.earn.buy.data.parse((await subscribe('1000')).data);
    const other = await registerUser(t.app, 'other001', 'Zq9-secret-42');
    const mid = await fingerprint(t.deps.database.db);
    expect(mid).not.toBe(before);
    t.clock.set(matured.ends_at);
    const late = envelopeOf(await post('earn/redeem', { id: matured.id, idempotency_key: 'late-key' }));
    expect(late).toMatchObject({ code: ErrorCode.notAllowedNow });
    expect(late.msg).toContain('matured');
    expect(await fingerprint(t.deps.database.db)).toBe(mid);

    const foreign = envelopeOf(
      await call.post('earn/redeem', { id: matured.id, idempotency_key: 'foreign-key' }, auth(other)),
    );
    expect(foreign.code).toBe(ErrorCode.notFound);
    expect((await call.get(`earn/order?id=${matured.id}`, auth(other))).json().code).toBe(ErrorCode.notFound);
    expect(await fingerprint(t.deps.database.db)).toBe(mid);
  });
});

describe('earn/orders', () => {
  it('lists my orders newest first by status, a page at a time', async () => {
    for (const amount of ['100', '200', '300']) await subscribe(amount);
    const list = api.earn.orders.data.parse((await get('earn/orders?status=hosting&limit=2')).data);
    expect(list.total).toBe(3);
    expect(list.list.map((o) => o.principal)).toEqual(['300.000000', '200.000000']);
    expect((await get('earn/orders?status=settled')).data).toMatchObject({ total: 0 });
    expect((await get('earn/orders?status=gone')).code).toBe(ErrorCode.invalidInput);
    expect(await get('earn/summary')).toMatchObject({ data: { principal: '600.000000', hosting: 3 } });
  });
});
