import { api, ErrorCode } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin-commands.ts';
import { cleanEarnBooks, earnAudit, earnRoutes } from '../../test/earn.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { envelopeOf } from '../../test/harness.ts';

const day = 86_400_000;
const { s, post, get, balance, ledgerKinds, subscribe } = earnRoutes();

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
    const admin = (...argv: string[]) =>
      runAdmin(argv, { database: s.t.deps.database, clock: s.t.clock.now });
    expect(await admin('earn', 'edit', '1', 'daily_rate', '0.45')).toContain('"daily_rate": "0.4500"');
    expect((await get('earn/detail?id=1')).data).toMatchObject({ daily_rate: '0.4500', rate: '3.1500' });
    const before = await fingerprint(s.t.deps.database.db);
    await expect(admin('earn', 'edit', '1', 'min', '999999999')).rejects.toThrow(/Refused/);
    await expect(admin('earn', 'edit', '1', 'daily_rate', 'lots')).rejects.toThrow(/Invalid value/);
    await expect(admin('earn', 'edit', '1', 'colour', 'red')).rejects.toThrow(/Usage/);
    expect(await fingerprint(s.t.deps.database.db)).toBe(before);
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
    expect(s.pushed.map((m) => m.ch)).toEqual(['balance']);
  });

  it('places one order for a repeated key and replays the first answer', async () => {
    const first = await subscribe('500', 'same-key');
    const again = await subscribe('500', 'same-key');
    expect(again).toEqual(first);
    expect(await balance()).toEqual({ available: '9500.000000', locked: '500.000000' });
  });

  it('refuses out-of-range, unaffordable, unknown, closed and malformed subscriptions, changing nothing', async () => {
    await runAdmin(['earn', 'edit', '3', 'open', 'false'], {
      database: s.t.deps.database,
      clock: s.t.clock.now,
    });
    const before = await fingerprint(s.t.deps.database.db);
    const cases: Array<[Record<string, string | number>, number, string?]> = [
      [{ id: 1, amount: '9.99' }, ErrorCode.outOfRange, 'The amount needs to be between 10-5000 USDT'],
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
    expect(await fingerprint(s.t.deps.database.db)).toBe(before);
  });

  it('refuses a restricted account and changes nothing', async () => {
    await runAdmin(['user', 'status', 'saver001', '0'], {
      database: s.t.deps.database,
      clock: s.t.clock.now,
    });
    const before = await fingerprint(s.t.deps.database.db);
    expect((await subscribe()).code).toBe(ErrorCode.restricted);
    expect(await fingerprint(s.t.deps.database.db)).toBe(before);
  });
});

describe('interest and maturity', () => {
  it('pays one earn_interest a day at the dividend time, once however often the payer runs', async () => {
    const order = api.earn.buy.data.parse((await subscribe('1000')).data);
    s.t.clock.set(order.starts_at + day - 1);
    expect(s.t.app.earnPayer.runOnce()).toBe(0);
    s.t.clock.set(order.starts_at + day);
    expect(s.t.app.earnPayer.runOnce()).toBe(1);
    expect(s.t.app.earnPayer.runOnce()).toBe(0);
    const seen = api.earn.order.data.parse((await get(`earn/order?id=${order.id}`)).data);
    expect(seen).toMatchObject({
      earned: '3.000000',
      holding_days: 1,
      next_settlement: order.starts_at + 2 * day,
    });
    expect(await balance()).toEqual({ available: '9003.000000', locked: '1000.000000' });
    expect(s.pushed.at(-1)?.ch).toBe('balance');
  });

  it('pays days missed while nobody ran it, each once, then returns the principal and settles', async () => {
    const order = api.earn.buy.data.parse((await subscribe('1000')).data);
    s.t.clock.set(order.starts_at + 3 * day + 5);
    s.t.app.earnPayer.runOnce();
    expect((await get(`earn/order?id=${order.id}`)).data).toMatchObject({
      holding_days: 3,
      earned: '9.000000',
    });
    s.t.clock.set(order.ends_at + 10 * day);
    s.t.app.earnPayer.runOnce();
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
    expect(await earnAudit(s.t.deps.database.db)).toEqual(cleanEarnBooks);
  });
});
