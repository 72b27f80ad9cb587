import { api, sandboxHeader } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { adminHeaders, testAdminToken } from '../../test/admin-token.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { apiCaller, auth, envelopeOf, makeApp } from '../../test/harness.ts';
import { audit, cleanBooks } from '../../test/trading.ts';
import { tickRepository } from '../market/tick.repository.ts';
import { outcome } from '../trade/trade.rules.ts';

let t: Awaited<ReturnType<typeof makeApp>>;
beforeEach(async () => {
  t = await makeApp({ ADMIN_TOKEN: testAdminToken, MARKET_SYMBOLS: 'BTC', TOKEN_TTL_HOURS: 24 * 30 });
});
afterEach(() => t.close());

const day = 86_400_000;
const call = apiCaller(() => t.app);
const box = (name = 'clock-a') => ({ [sandboxHeader]: name });
const clock = (payload?: object, headers: Record<string, string> = box()) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url: '/__admin/clock',
    headers: { ...adminHeaders, ...headers },
    payload,
  });
const world = (name = 'clock-a') => (t.app.sandboxes as NonNullable<typeof t.app.sandboxes>).open(name);

/** The demo account's token in a sandbox. */
async function demoToken(name = 'clock-a'): Promise<string> {
  const res = envelopeOf(
    await call.post('user/login', { username: 'demo', password: 'demo123456' }, box(name)),
  );
  return (res.data as { token: string }).token;
}

describe('a sandbox clock', () => {
  it('settles an order once moved past its expiry, against ticks the sandbox recorded from its own model', async () => {
    const token = await demoToken();
    const placed = envelopeOf(
      await call.post(
        'user/buy',
        { product_id: 1, direction: 'up', seconds: 60, amount: '100' },
        { ...box(), ...auth(token) },
      ),
    );
    expect(placed.code, placed.msg).toBe(0);
    const moved = await clock({ action: 'advance', ms: 5 * 60_000 });
    expect(moved.statusCode, moved.body).toBe(200);

    const { database } = await world();
    const [order] = database.db.all<Record<string, number | string>>(sql`SELECT * FROM trade_orders`);
    expect(order).toMatchObject({ status: 'closed' });
    // Recomputed from the sandbox's own ticks: the close is the last tick at or before expiry.
    const close = tickRepository.atOrBefore(database.db, 'BTCUSDT', Number(order?.expires_at));
    expect(close?.time).toBe(order?.close_time);
    expect(String(close?.price)).toBe(String(order?.close));
    expect(order?.result).toBe(outcome('up', BigInt(order?.strike ?? 0), BigInt(order?.close ?? 0)));
    expect(await audit(database.db)).toEqual(cleanBooks);
  });

  it('pays an Earn day when moved past its dividend time', async () => {
    const token = await demoToken();
    const headers = { ...box(), ...auth(token) };
    const bought = envelopeOf(
      await call.post('earn/buy', { id: 1, amount: '1000', idempotency_key: 'earn-day-one' }, headers),
    );
    expect(bought.code, bought.msg).toBe(0);
    const order = api.earn.buy.data.parse(bought.data);
    const now = (await clock()).json().now as number;
    await clock({ action: 'advance', ms: order.starts_at + day + 1_000 - now });
    const seen = envelopeOf(await call.get(`earn/order?id=${order.id}`, headers));
    expect(api.earn.order.data.parse(seen.data)).toMatchObject({ holding_days: 1, earned: '3.000000' });
  });

  it('credits a USDT recharge once moved past its confirmations on the simulated chain, in the same call', async () => {
    const headers = { ...box(), ...auth(await demoToken()) };
    const usdt = async () =>
      (envelopeOf(await call.get('user/balance', headers)).data as { usdt: { available: string } }).usdt
        .available;
    const before = await usdt();
    const sent = envelopeOf(
      await call.post('user/recharge', { method: 'usdt', amount: '250', tx_hash: 'ab'.repeat(32) }, headers),
    );
    expect(sent.code, sent.msg).toBe(0);
    expect(sent.data).toMatchObject({ status: 0, confirmations: 0, confirmations_required: 3 });
    await clock({ action: 'freeze' });
    // TRC20 makes a block every 3 s: two blocks are not enough, the third credits it.
    await clock({ action: 'advance', ms: 2 * 3_000 });
    expect(await usdt()).toBe(before);
    await clock({ action: 'advance', ms: 3_000 });
    const list = envelopeOf(await call.get('user/rechargeList', headers)).data as { list: unknown[] };
    expect(list.list[0]).toMatchObject({ status: 1, confirmations: 3 });
    expect(Number(await usdt())).toBe(Number(before) + 250);
    expect(await audit((await world()).database.db)).toEqual(cleanBooks);
  });

  it('freezes, advances while frozen (the server time the app reads follows), and resumes from where it stood', async () => {
    const frozen = (await clock({ action: 'freeze' })).json();
    expect(frozen.frozen).toBe(true);
    t.clock.advance(10_000);
    expect((await clock()).json()).toEqual(frozen);
    const moved = (await clock({ action: 'advance', ms: 60_000 })).json();
    expect(moved).toEqual({ now: frozen.now + 60_000, frozen: true });
    const serverTime = async (headers: Record<string, string>) =>
      (envelopeOf(await call.get('common/base', headers)).data as { server_time: number }).server_time;
    expect(await serverTime(box())).toBe(frozen.now + 60_000);
    expect(await serverTime({})).toBe(t.clock.now());
    expect((await clock({ action: 'resume' })).json()).toEqual({ now: frozen.now + 60_000, frozen: false });
  });

  it('refuses to move backwards or by nothing, with a clear message, and moves nothing', async () => {
    const token = await demoToken();
    const before = (await clock({ action: 'freeze' })).json();
    const { database } = await world();
    const prints = await fingerprint(database.db);
    for (const ms of [-60_000, 0]) {
      const res = await clock({ action: 'advance', ms });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/only moves forward/);
    }
    expect((await clock({ action: 'advance' })).json().error).toMatch(/advance needs ms/);
    expect((await clock({ action: 'advance', ms: 101 * 86_400_000 })).json().error).toMatch(
      /at most 100 days/,
    );
    expect((await clock()).json()).toEqual(before);
    expect(await fingerprint(database.db)).toBe(prints);
    expect((await call.get('user/balance', { ...box(), ...auth(token) })).statusCode).toBe(200);
  });

  it("cannot move the default world's clock, which has no such control", async () => {
    const before = await fingerprint(t.deps.database.db);
    for (const res of [await clock(undefined, {}), await clock({ action: 'advance', ms: 60_000 }, {})]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatch(/default world's clock never moves/);
    }
    expect(await fingerprint(t.deps.database.db)).toBe(before);
  });

  it('needs the developer token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/__admin/clock',
      headers: box(),
      payload: { action: 'freeze' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('runs every sandbox on its own price path from the moment it opens, apart from the default world', async () => {
    await t.app.market.tickOnce();
    const [a, b] = [await world('path-a'), await world('path-b')];
    const opened = t.clock.now() - (t.clock.now() % 1000);
    const at = (d: Database, time: number) => String(tickRepository.atOrBefore(d.db, 'BTCUSDT', time)?.price);
    const minuteAfter = (d: Database) => Array.from({ length: 60 }, (_, i) => at(d, opened + (i + 1) * 1000));
    // Before they opened: recorded history copied from one template, which is not the default world's.
    expect(at(a.database, opened - 60_000)).toBe(at(b.database, opened - 60_000));
    expect(at(a.database, opened - 60_000)).not.toBe(at(t.deps.database, opened - 60_000));

    for (const name of ['path-a', 'path-b'])
      expect((await clock({ action: 'advance', ms: 60_000 }, box(name))).statusCode).toBe(200);
    t.clock.advance(60_000);
    await t.app.market.tickOnce();
    const paths = [a.database, b.database, t.deps.database].map(minuteAfter);
    expect(paths[0]).not.toEqual(paths[1]);
    expect(paths[0]).not.toEqual(paths[2]);
    expect(paths[1]).not.toEqual(paths[2]);
  });
});
