import { ErrorCode } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin-commands.ts';
import { audit, cleanBooks } from '../../test/trading.ts';
import { cashApp, tronAddress } from './cash-test.ts';

let c: Awaited<ReturnType<typeof cashApp>>;
beforeEach(async () => {
  c = await cashApp();
});
afterEach(() => c.t.close());

const admin = (...argv: string[]) => runAdmin(argv, { database: c.t.deps.database, clock: c.t.clock.now });
const withdraw = (amount = '1000', extra: Record<string, string> = {}) =>
  c.post('user/withdraw', { asset: 'money', amount, mpassword: '246813', ...extra });
const ready = async () => {
  await c.bindCard({ usdt_address: tronAddress });
  await c.setFundPassword();
};
const kinds = async () =>
  (
    await c.t.deps.database.db.all<{ kind: string; amount: number; locked_amount: number }>(
      sql`SELECT kind, amount, locked_amount FROM ledger WHERE ref LIKE 'W%' ORDER BY id`,
    )
  ).map((r) => `${r.kind} ${r.amount} ${r.locked_amount}`);

describe('user/withdraw', () => {
  it('gives the rules with the time zone and how many withdrawals are used today', async () => {
    const config = (await c.get('user/withdrawConfig')).data;
    expect(config).toEqual({
      open: true,
      min: '10',
      max: '50000',
      fee: '1',
      min_fee: '0.1',
      day_limit: 3,
      used_today: 0,
      start_time: '00:00',
      end_time: '23:59',
      time_zone: 'UTC',
      in_window: true,
    });
  });

  it('leads to bind a card, then to set a fund password, changing nothing', async () => {
    const before = await c.print();
    expect((await withdraw()).msg).toBe('Please bind a bank card first');
    await c.bindCard();
    const bound = await c.print();
    expect((await withdraw('10', { asset: 'usdt' })).msg).toBe('Please bind a USDT address first');
    const noPassword = await withdraw();
    expect(noPassword.code).toBe(ErrorCode.forbidden);
    expect(noPassword.msg).toBe('Please set a fund password first');
    expect(await c.print()).toBe(bound);
    expect(before).not.toBe(bound);
  });

  it('locks the amount, then settles it on approval with the fee recorded', async () => {
    await ready();
    const sent = await withdraw('1000');
    expect(sent.data).toMatchObject({
      asset: 'money',
      amount: '1000.00',
      fee: '10.00',
      actual: '990.00',
      destination: 'Demo Bank **** 4567',
      status: 0,
    });
    expect((await c.balance()).money).toEqual({ available: '49000.00', locked: '1000.00' });
    const id = (sent.data as { id: number }).id;
    expect(await admin('withdraw', 'approve', String(id))).toBe(`withdraw ${id}: approved`);
    expect(await admin('withdraw', 'reject', String(id), '--reason', 'x')).toContain('nothing changed');
    expect((await c.balance()).money).toEqual({ available: '49000.00', locked: '0.00' });
    expect(await kinds()).toEqual(['withdraw -100000 100000', 'withdraw 0 -99000', 'withdraw_fee 0 -1000']);
    expect(await audit(c.t.deps.database.db)).toEqual(cleanBooks);
  });

  it('returns the locked amount when declined, and tells the owner why', async () => {
    await ready();
    const sent = await withdraw('20', { asset: 'usdt' });
    expect(sent.data).toMatchObject({ destination: 'TRC20 TAny****19iW', fee: '0.200000' });
    const id = (sent.data as { id: number }).id;
    await admin('withdraw', 'reject', String(id), '--reason', 'Address', 'under', 'review');
    expect((await c.balance()).usdt).toEqual({ available: '10000.000000', locked: '0.000000' });
    // The lock at submission moved the balance; the decision sends the record, then the balance again.
    expect(c.pushed.map((p) => p.message.ch)).toEqual(['balance', 'withdraw', 'balance']);
    expect(c.pushed[1]?.message).toMatchObject({
      ch: 'withdraw',
      data: { status: 2, reason: 'Address under review' },
    });
    expect(await kinds()).toEqual(['withdraw -20000000 20000000', 'withdraw_refund 20000000 -20000000']);
  });

  it('refuses a wrong fund password, amounts out of range or above the balance, changing nothing', async () => {
    await ready();
    const before = await c.print();
    const wrong = await withdraw('100', { mpassword: '135790' });
    expect(wrong.code).toBe(ErrorCode.wrongPassword);
    expect(wrong.msg).toBe('The fund password is incorrect');
    expect((await withdraw('5')).code).toBe(ErrorCode.outOfRange);
    expect((await withdraw('50001')).msg).toBe('The amount needs to be between 10-50000 CNY');
    await admin(
      'config',
      'set',
      'withdraw',
      '{"min":"10","max":"90000","fee":"1","day_limit":3,"start_time":"00:00","end_time":"23:59"}',
    );
    c.t.clock.advance(1_000);
    const poor = await withdraw('60000');
    expect(poor.code).toBe(ErrorCode.insufficientBalance);
    const settingsChanged = await c.print();
    expect(settingsChanged).not.toBe(before);
    expect((await withdraw('60000')).code).toBe(ErrorCode.insufficientBalance);
    expect(await c.print()).toBe(settingsChanged);
  });

  it('charges a withdrawal too small for a cent of fee the minimum, and refuses one that would pay out nothing', async () => {
    await ready();
    const rules = { min: '0.01', max: '50000', fee: '1', min_fee: '0.1', day_limit: 3 };
    await admin(
      'config',
      'set',
      'withdraw',
      JSON.stringify({ ...rules, start_time: '00:00', end_time: '23:59' }),
    );
    c.t.clock.advance(1_000);
    // 0.30 × 1 % = 0.003 rounds to 0.00: the 0.10 minimum is charged instead.
    expect((await withdraw('0.3')).data).toMatchObject({ amount: '0.30', fee: '0.10' });
    const before = await c.print();
    const nothing = await withdraw('0.1');
    expect(nothing).toMatchObject({
      code: ErrorCode.outOfRange,
      msg: 'The amount must be more than the minimum fee of 0.10 CNY',
    });
    expect(await c.print()).toBe(before);
  });

  it('counts withdrawals per UTC day and keeps to the time window', async () => {
    await ready();
    for (let i = 0; i < 3; i++) expect((await withdraw('10')).code).toBe(0);
    const before = await c.print();
    const fourth = await withdraw('10');
    expect(fourth.code).toBe(ErrorCode.outOfRange);
    expect(fourth.msg).toBe('You have reached the daily limit of 3 withdrawals');
    expect(await c.print()).toBe(before);
    expect(((await c.get('user/withdrawConfig')).data as { used_today: number }).used_today).toBe(3);
    // The fake clock stands at 12:00 UTC.
    await admin(
      'config',
      'set',
      'withdraw',
      '{"min":"10","max":"50000","fee":"1","day_limit":3,"start_time":"13:00","end_time":"21:00"}',
    );
    c.t.clock.advance(86_400_000);
    const early = await withdraw('10');
    expect(early.code).toBe(ErrorCode.notAllowedNow);
    expect(early.msg).toBe('Withdrawals are accepted between 13:00 and 21:00 (UTC)');
    c.t.clock.advance(3_600_000);
    expect((await withdraw('10')).code).toBe(0);
  });

  it('answers closed with the close tip', async () => {
    await ready();
    await admin('config', 'set', 'withdraw_open', 'false');
    c.t.clock.advance(1_000);
    const closed = await withdraw();
    expect(closed.code).toBe(ErrorCode.closed);
    expect(closed.msg).toBe('Withdraw is closed, please contact customer service');
  });

  it('returns the first result for a repeated idempotency key and locks once', async () => {
    await ready();
    const first = await withdraw('100', { idempotency_key: 'withdraw-key-1' });
    const again = await withdraw('100', { idempotency_key: 'withdraw-key-1' });
    expect(again.data).toEqual(first.data);
    expect((await c.balance()).money?.locked).toBe('100.00');
  });
});
