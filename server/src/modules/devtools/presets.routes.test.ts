import { adminTokenHeader, ErrorCode } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin-commands.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { apiCaller, auth, envelopeOf, form, makeApp } from '../../test/harness.ts';
import { audit, cleanBooks, writeTick } from '../../test/trading.ts';
import { historySize } from './presets.ts';

const dev = { [adminTokenHeader]: 'a-long-admin-token' };
let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp({ ADMIN_TOKEN: dev[adminTokenHeader] });
  // A recorded price for every product, so orders can be placed at this (fake) time.
  const products = envelopeOf(await api.get('product/list')).data as Array<{ symbol: string }>;
  for (const { symbol } of products) await writeTick(t.deps.database, symbol, t.clock.now() - 1000, '100.5');
});
afterEach(() => t.close());

const api = apiCaller(() => t.app);
const preset = async (name: string, user?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/__admin/preset',
    headers: dev,
    payload: { name, user },
  });
  return { status: res.statusCode, body: res.json() };
};
const login = async (username: string, password: string) => {
  const f = form({ username, password });
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/login', ...f });
  return (envelopeOf(res).data as { token: string }).token;
};
const admin = (...argv: string[]) => runAdmin(argv, { database: t.deps.database, clock: t.clock.now });

describe('presets from the developer API', () => {
  it('makes an empty account: it signs in with no money and unverified', async () => {
    const made = await preset('empty-account', 'emptyone');
    expect(made.status).toBe(200);
    expect(made.body.username).toBe('emptyone');
    const token = await login('emptyone', made.body.password);
    const balance = envelopeOf(await api.get('user/balance', auth(token))).data as Record<
      string,
      { available: string }
    >;
    expect(Number(balance.usdt?.available)).toBe(0);
    expect(Number(balance.money?.available)).toBe(0);
    const kyc = envelopeOf(await api.get('user/getRealnameAuth', auth(token))).data as { status: number };
    expect(kyc.status).toBe(0);
  });

  it('makes a restricted account whose money-moving calls are refused', async () => {
    const made = await preset('restricted-account');
    const token = await login(made.body.username, made.body.password);
    const res = await api.post('user/recharge', { method: 'usdt', amount: '100' }, auth(token));
    expect(envelopeOf(res).code).toBe(ErrorCode.restricted);
  });

  it('makes a real-name verification, a recharge and a withdrawal that wait for review', async () => {
    const made = await preset('pending-reviews');
    expect(made.status).toBe(200);
    const name = made.body.username as string;
    const id = (
      await t.deps.database.db.get<{ id: number }>(sql`SELECT id FROM users WHERE username = ${name}`)
    )?.id;
    expect(await admin('kyc', 'list')).toContain(name);
    expect(await admin('recharge', 'list')).toContain(`user ${id} 500`);
    expect(await admin('withdraw', 'list')).toContain(`user ${id} `);
    expect(await audit(t.deps.database.db)).toEqual(cleanBooks);
  });

  it('makes a long history to page through, with the books in balance', async () => {
    const made = await preset('long-history');
    expect(made.body.error).toBeUndefined();
    const token = await login(made.body.username, made.body.password);
    const orders = envelopeOf(await api.get('user/orderList?page=1&limit=10', auth(token))).data as {
      total: number;
    };
    expect(orders.total).toBe(historySize.orders);
    // Every balance equals its ledger, nothing negative, no order settled twice. (The trade audit's lock
    // check counts open stakes and pending withdrawals only, not the Earn principal this account holds.)
    const books = await audit(t.deps.database.db);
    expect({ drift: books.drift, negative: books.negative, badSettlements: books.badSettlements }).toEqual({
      drift: [],
      negative: 0,
      badSettlements: [],
    });
  }, 60_000);

  it('refuses a taken username, changing nothing', async () => {
    await preset('empty-account', 'takenone');
    const before = await fingerprint(t.deps.database.db);
    const again = await preset('restricted-account', 'takenone');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('the username takenone is taken');
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });
});
