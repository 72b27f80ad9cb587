import { api, type Balance } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../config.ts';
import { type Database, openDb } from '../../db/client.ts';
import { loadCatalogues } from '../../lib/i18n.ts';
import { adminProcess } from '../../test/admin-process.ts';
import {
  apiCaller,
  auth,
  envelopeOf,
  fakeClock,
  registerUser,
  seededRandom,
  tempDb,
} from '../../test/harness.ts';
import { testCatalog, writeTick } from '../../test/trading.ts';
import { tronAddress } from '../cash/cash-test.ts';
import { balanceReader } from './balance-cache.ts';
import { post, readBalance } from './ledger.ts';

const day = 86_400_000;
let file: ReturnType<typeof tempDb>;
let database: Database;
let app: FastifyInstance;
let clock: ReturnType<typeof fakeClock>;
let token: string;
const call = apiCaller(() => app);

beforeEach(async () => {
  file = tempDb(false); // a file always: the admin CLI opens it from another process
  database = openDb(file.url);
  clock = fakeClock();
  const deps = {
    config: testConfig({ TOKEN_TTL_HOURS: 24 * 365 }),
    database,
    catalogues: await loadCatalogues(),
    clock: clock.now,
    random: seededRandom(),
    products: testCatalog(),
  };
  app = await buildApp(deps);
  await app.ready();
  token = await registerUser(app, 'cached01', 'Zq9-secret-42');
  await writeTick(database, 'BTCUSDT', clock.now() - 1000, '100.5');
});
afterEach(async () => {
  await app.close();
  database.close();
  file.drop();
});

const send = async (url: string, fields: Record<string, string | number>) => {
  const answer = envelopeOf(await call.post(url, fields, auth(token)));
  expect(answer.msg).toBe('Success');
  return answer.data as Record<string, unknown>;
};
const served = async () =>
  api.user.balance.data.parse(envelopeOf(await call.get('user/balance', auth(token))).data);
/** The balance as the database has it now, read past every cache. */
const stored = () => readBalance(database.db, 1);

/** Asks twice (the second answer comes from the cache) and returns what was served. */
async function warm(): Promise<Balance> {
  const first = await served();
  expect(await served()).toEqual(first);
  expect(first).toEqual(stored());
  return first;
}

/** After a change: the very next answer is the stored balance, and it differs from `before`. */
async function expectChangedFrom(before: Balance) {
  const now = await served();
  expect(now).toEqual(stored());
  expect(now).not.toEqual(before);
}

describe('the balance cache', () => {
  it('reads a balance once while nothing changes, and again after a posting or another commit', () => {
    let reads = 0;
    const balanceOf = balanceReader(database, (db, userId) => {
      reads++;
      return readBalance(db, userId);
    });
    const first = balanceOf(1);
    expect(balanceOf(1)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.usdt)).toBe(true);
    database.write((tx) => tx.run(sql`INSERT INTO settings (key, value) VALUES ('unrelated', '1')`));
    expect(balanceOf(1)).toBe(first);
    expect(reads).toBe(1);
    database.write((tx) =>
      post(tx, { userId: 1, asset: 'usdt', available: 5n, kind: 'demo_credit' }, clock.now()),
    );
    expect(balanceOf(1).usdt.available).toBe('10000.000005');
    expect(reads).toBe(2);
    const other = openDb(file.url);
    try {
      other.write((tx) => tx.run(sql`INSERT INTO settings (key, value) VALUES ('elsewhere', '1')`));
    } finally {
      other.close();
    }
    balanceOf(1);
    expect(reads).toBe(3);
  });

  it('serves the new balance right after a buy and after its settlement', async () => {
    const before = await warm();
    await send('user/buy', { product_id: 1, direction: 'up', seconds: 30, amount: '100' });
    await expectChangedFrom(before);
    const bought = await warm();
    clock.advance(30_000);
    await writeTick(database, 'BTCUSDT', clock.now(), '101');
    await app.settler.runOnce(clock.now());
    await expectChangedFrom(bought);
    expect((await served()).usdt).toEqual({ available: '10080.000000', locked: '0.000000' });
  });

  it('serves the new balance right after an exchange', async () => {
    const before = await warm();
    const quote = api.user.exchangeConfig.data.parse(
      envelopeOf(await call.get('user/exchange', auth(token))).data,
    );
    await send('user/exchange', { from: 'usdt', to: 'money', amount: '100', quote_id: quote.quote_id });
    await expectChangedFrom(before);
  });

  it('serves the new balance right after an Earn subscription, each interest payment and a redemption', async () => {
    const before = await warm();
    const order = api.earn.buy.data.parse(
      await send('earn/buy', { id: 1, amount: '1000', idempotency_key: 'earn-0001' }),
    );
    await expectChangedFrom(before);
    const subscribed = await warm();
    clock.set(order.starts_at + day);
    expect(app.earnPayer.runOnce()).toBe(1);
    await expectChangedFrom(subscribed);
    const paid = await warm();
    await send('earn/redeem', { id: order.id, idempotency_key: 'redeem-0001' });
    await expectChangedFrom(paid);
  });

  it('serves a recharge approved by the admin CLI in another process on the very next request', async () => {
    const sent = await send('user/recharge', { method: 'usdt', amount: '250', tx_hash: 'ab'.repeat(32) });
    const before = await warm();
    expect(await adminProcess(file.url, 'recharge', 'approve', String(sent.id))).toMatch(/approved/);
    await expectChangedFrom(before);
    expect((await served()).usdt.available).toBe('10250.000000');
  }, 60_000);

  it('serves withdrawals locked here and declined or approved by the admin CLI in another process', async () => {
    await send('user/cashBind', {
      bank_name: 'Demo Bank',
      card_number: '6222020000001234567',
      holder_name: 'Pat Payer',
      usdt_address: tronAddress,
    });
    await send('user/mpassword', { password: '246813', repassword: '246813' });
    const before = await warm();
    const first = await send('user/withdraw', { asset: 'money', amount: '1000', mpassword: '246813' });
    await expectChangedFrom(before);
    const locked = await warm();
    expect(locked.money).toEqual({ available: '49000.00', locked: '1000.00' });
    await adminProcess(file.url, 'withdraw', 'reject', String(first.id), '--reason', 'Check the card');
    await expectChangedFrom(locked);
    expect((await served()).money).toEqual({ available: '50000.00', locked: '0.00' });
    const second = await send('user/withdraw', { asset: 'money', amount: '1000', mpassword: '246813' });
    const again = await warm();
    await adminProcess(file.url, 'withdraw', 'approve', String(second.id));
    await expectChangedFrom(again);
    expect((await served()).money).toEqual({ available: '49000.00', locked: '0.00' });
  }, 60_000);
});
