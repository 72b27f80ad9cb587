import { api, ErrorCode, type ServerMessage } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fingerprint } from '../../test/fingerprint.ts';
import { apiCaller, auth, envelopeOf, makeApp, registerUser } from '../../test/harness.ts';
import { audit, cleanBooks } from '../../test/trading.ts';
import { accountRepository } from '../account/account.repository.ts';
import { settingsService } from '../settings/settings.service.ts';
import { quoteTtlMs } from './exchange.rules.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
let token: string;
let pushed: Array<{ uid: number; message: ServerMessage }>;
const { post, get } = apiCaller(() => t.app);

beforeEach(async () => {
  pushed = [];
  t = await makeApp({}, { notify: (uid, message) => pushed.push({ uid, message }) });
  token = await registerUser(t.app, 'changer01', 'Zq9-secret-42');
  // Registering credits the demo funds, a balance change of its own: each test counts from here.
  pushed = [];
});
afterEach(() => t.close());

const quote = async () =>
  api.user.exchangeConfig.data.parse(envelopeOf(await get('user/exchange', auth(token))).data);
const balance = async () =>
  api.user.balance.data.parse(envelopeOf(await get('user/balance', auth(token))).data);
const exchange = (fields: Record<string, string>, lang = '') =>
  post(`user/exchange${lang}`, fields, auth(token));

describe('user/exchange (config)', () => {
  it('quotes both directions from the configured USD/CNY rate, with the fee, maximum, confirmation threshold and expiry', async () => {
    const q = await quote();
    expect(q).toMatchObject({
      usd_cny: '7.2',
      fee: '0.5',
      server_time: t.clock.now(),
      expires_at: t.clock.now() + quoteTtlMs,
      rates: [
        {
          ...{ from: 'usdt', to: 'money', rate: '7.2', max: '100000.000000', min_fee: '0.100000' },
          confirm_over: '1000.000000',
        },
        {
          ...{ from: 'money', to: 'usdt', rate: '0.138888', max: '720000.00', min_fee: '0.72' },
          confirm_over: '7200.00',
        },
      ],
    });
    expect(q.quote_id).toMatch(/^\d+-\d+-\d+-\d+$/);
  });
});

describe('user/exchange', () => {
  it('converts USDT to CNY in one write: debit, fee and credit in the ledger, and pushes the balance', async () => {
    const q = await quote();
    const res = envelopeOf(
      await exchange({ from: 'usdt', to: 'money', amount: '100', quote_id: q.quote_id }),
    );
    expect(res.code).toBe(0);
    expect(api.user.exchange.data.parse(res.data)).toMatchObject({
      from: 'usdt',
      to: 'money',
      amount: '100.000000',
      rate: '7.2',
      fee: '0.500000',
      received: '716.40',
    });
    const b = await balance();
    expect(b.usdt.available).toBe('9900.000000');
    expect(b.money.available).toBe('50716.40');
    const marks = api.user.markList.data.parse(
      envelopeOf(await get('user/markList?limit=1', auth(token))).data,
    );
    // One exchange, one record (issue #26): sold, fee and received inside it.
    expect(marks.list[0]?.parts.map((e) => [e.kind, e.asset, e.amount])).toEqual([
      ['exchange_out', 'usdt', '-99.500000'],
      ['exchange_fee', 'usdt', '-0.500000'],
      ['exchange_in', 'money', '716.40'],
    ]);
    expect(pushed.map((p) => p.message.ch)).toEqual(['balance']);
    expect(await audit(t.deps.database.db)).toEqual(cleanBooks);
  });

  it('converts CNY to USDT at the inverse rate, rounding the received amount down', async () => {
    const q = await quote();
    const res = envelopeOf(
      await exchange({ from: 'money', to: 'usdt', amount: '720', quote_id: q.quote_id }),
    );
    expect(res.data).toMatchObject({ amount: '720.00', fee: '3.60', received: '99.499363' });
  });

  it('exchanges once for a repeated idempotency key, even after the quote lapsed', async () => {
    const q = await quote();
    const fields = {
      from: 'usdt',
      to: 'money',
      amount: '10',
      quote_id: q.quote_id,
      idempotency_key: 'ex-0001-abcd',
    };
    const [a, b] = await Promise.all([exchange(fields), exchange(fields)]);
    t.clock.advance(quoteTtlMs + 1);
    const c = await exchange(fields);
    expect(envelopeOf(b).data).toEqual(envelopeOf(a).data);
    expect(envelopeOf(c).data).toEqual(envelopeOf(a).data);
    expect((await balance()).usdt.available).toBe('9990.000000');
  });

  it('refuses an expired quote with the fresh rate in a translated message, changing nothing', async () => {
    const q = await quote();
    t.clock.advance(quoteTtlMs + 1);
    const before = await fingerprint(t.deps.database.db);
    const fields = { from: 'usdt', to: 'money', amount: '10', quote_id: q.quote_id };
    const refusal = envelopeOf(await exchange(fields));
    expect(refusal).toMatchObject({
      code: ErrorCode.conflict,
      msg: 'The rate has changed: 1 USDT = 7.2 CNY now. Check the new amount and confirm again.',
    });
    expect(envelopeOf(await exchange(fields, '?lang=zh-Hans')).msg).toContain('1 USDT = 7.2 人民币');
    expect(await fingerprint(t.deps.database.db)).toBe(before);
    // The refusal carries a fresh quote, good for the next submit.
    const fresh = api.user.exchange.refusalData.data.parse(refusal.data);
    expect(fresh).toMatchObject({ server_time: t.clock.now(), expires_at: t.clock.now() + quoteTtlMs });
    expect(envelopeOf(await exchange({ ...fields, quote_id: fresh.quote_id })).code).toBe(0);
  });

  it('refuses a quote whose terms are no longer in force (the administrator changed the rate)', async () => {
    const q = await quote();
    const settings = settingsService(t.deps.database, t.clock.now);
    settings.update({
      exchange: { fee: '0.5', min_fee: '0.1', max: '100000', usdt_money_rate: '7.10', confirm_over: '1000' },
    });
    t.clock.advance(1_001); // past the settings cache
    const before = await fingerprint(t.deps.database.db);
    const res = envelopeOf(await exchange({ from: 'usdt', to: 'money', amount: '10', quote_id: q.quote_id }));
    expect(res).toMatchObject({ code: ErrorCode.conflict });
    expect(res.msg).toContain('1 USDT = 7.1 CNY');
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });

  const refusals: Array<[string, Record<string, string>, number, string]> = [
    ['a made-up quote', { quote_id: 'not-a-quote' }, ErrorCode.conflict, 'The rate has changed'],
    ['the same asset on both sides', { to: 'usdt' }, ErrorCode.invalidInput, 'two different currencies'],
    ['more than the balance', { amount: '10001' }, ErrorCode.insufficientBalance, 'Insufficient balance'],
    ['more than the maximum', { amount: '100000.01' }, ErrorCode.outOfRange, 'is 100000.000000 USDT'],
    ['no more than the minimum fee', { amount: '0.1' }, ErrorCode.outOfRange, 'minimum fee of 0.10 USDT'],
    ['too small to receive a cent', { amount: '0.100001' }, ErrorCode.outOfRange, 'too small'],
    ['finer than the asset', { amount: '1.0000001' }, ErrorCode.invalidInput, 'valid amount'],
    ['a negative amount', { amount: '-5' }, ErrorCode.invalidInput, 'valid amount'],
    ['an unknown asset', { from: 'btc' }, ErrorCode.invalidInput, 'Currency to sell'],
  ];
  it.each(refusals)('refuses %s and changes nothing', async (_name, change, code, msg) => {
    const q = await quote();
    const before = await fingerprint(t.deps.database.db);
    const res = envelopeOf(
      await exchange({ from: 'usdt', to: 'money', amount: '10', quote_id: q.quote_id, ...change }),
    );
    expect(res.code).toBe(code);
    expect(res.msg).toContain(msg);
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });

  it('refuses a restricted account and changes nothing', async () => {
    const q = await quote();
    const user = await accountRepository.byUsername(t.deps.database.db, 'changer01');
    await t.deps.database.write((tx) => accountRepository.update(tx, user?.id ?? 0, { status: 0 }));
    const before = await fingerprint(t.deps.database.db);
    const res = envelopeOf(await exchange({ from: 'usdt', to: 'money', amount: '10', quote_id: q.quote_id }));
    expect(res.code).toBe(ErrorCode.restricted);
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });
});

describe('user/exchangeList', () => {
  it('lists the user’s exchanges newest first, a page at a time', async () => {
    const q = await quote();
    for (const amount of ['1', '2', '3']) {
      await exchange({ from: 'usdt', to: 'money', amount, quote_id: q.quote_id });
    }
    const other = await registerUser(t.app, 'other001', 'Zq9-secret-42');
    const page = envelopeOf(await post('user/exchangeList', { page: 1, limit: 2 }, auth(token))).data;
    expect(api.user.exchangeList.data.parse(page)).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect((page as { list: Array<{ amount: string }> }).list.map((r) => r.amount)).toEqual([
      '3.000000',
      '2.000000',
    ]);
    const theirs = envelopeOf(await post('user/exchangeList', {}, auth(other))).data;
    expect(theirs).toMatchObject({ list: [], total: 0 });
  });
});
