import { api, ErrorCode } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { cleanEarnBooks, earnAudit, earnRoutes } from '../../test/earn.ts';
import { fingerprint } from '../../test/fingerprint.ts';
import { auth, envelopeOf, registerUser } from '../../test/harness.ts';

const day = 86_400_000;
const { s, call, post, get, balance, ledgerKinds, subscribe } = earnRoutes();

describe('earn/redeem', () => {
  it('charges exactly the previewed penalty, refunds the rest and keeps the interest paid', async () => {
    const order = api.earn.buy.data.parse((await subscribe('1234.5')).data);
    s.t.clock.set(order.starts_at + 2 * day + 1);
    s.t.app.earnPayer.runOnce();
    const preview = api.earn.order.data.parse((await get(`earn/order?id=${order.id}`)).data);
    expect(preview).toMatchObject({ penalty: '12.345000', refund: '1222.155000', earned: '7.407000' });
    s.pushed = [];
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
    expect(s.pushed).toEqual([{ ch: 'balance', data: expect.objectContaining({ usdt: await balance() }) }]);
    // 10000 − 12.345 penalty + 7.407 interest (two days of 3.7035 rounded down).
    expect(await balance()).toEqual({ available: '9995.062000', locked: '0.000000' });
    expect((await ledgerKinds()).slice(-2)).toEqual([
      { kind: 'earn_principal', amount: 1_234_500_000, locked_amount: -1_234_500_000 },
      { kind: 'earn_penalty', amount: -12_345_000, locked_amount: 0 },
    ]);
    // Later days are not paid to a redeemed order.
    s.t.clock.set(order.ends_at + day);
    expect(s.t.app.earnPayer.runOnce()).toBe(0);
    expect(await earnAudit(s.t.deps.database.db)).toEqual(cleanEarnBooks);
  });

  it('pays a whole day held but not yet paid before redeeming', async () => {
    const order = api.earn.buy.data.parse((await subscribe('1000')).data);
    s.t.clock.set(order.starts_at + day);
    const res = envelopeOf(await post('earn/redeem', { id: order.id, idempotency_key: 'redeem-now' }));
    expect(res.data).toMatchObject({ holding_days: 1, earned: '3.000000' });
  });

  it('replays a repeated key, refuses a second redemption, one after maturity, and another user’s order', async () => {
    const order = api.earn.buy.data.parse((await subscribe('1000')).data);
    const first = envelopeOf(await post('earn/redeem', { id: order.id, idempotency_key: 'once-key' }));
    expect(envelopeOf(await post('earn/redeem', { id: order.id, idempotency_key: 'once-key' }))).toEqual(
      first,
    );
    const before = await fingerprint(s.t.deps.database.db);
    const again = envelopeOf(await post('earn/redeem', { id: order.id, idempotency_key: 'twice-key' }));
    expect(again).toMatchObject({
      code: ErrorCode.notAllowedNow,
      msg: 'This order can no longer be redeemed',
    });

    const matured = api.earn.buy.data.parse((await subscribe('1000')).data);
    const other = await registerUser(s.t.app, 'other001', 'Zq9-secret-42');
    const mid = await fingerprint(s.t.deps.database.db);
    expect(mid).not.toBe(before);
    s.t.clock.set(matured.ends_at);
    const late = envelopeOf(await post('earn/redeem', { id: matured.id, idempotency_key: 'late-key' }));
    expect(late).toMatchObject({ code: ErrorCode.notAllowedNow });
    expect(late.msg).toContain('matured');
    expect(await fingerprint(s.t.deps.database.db)).toBe(mid);

    const foreign = envelopeOf(
      await call.post('earn/redeem', { id: matured.id, idempotency_key: 'foreign-key' }, auth(other)),
    );
    expect(foreign.code).toBe(ErrorCode.notFound);
    expect((await call.get(`earn/order?id=${matured.id}`, auth(other))).json().code).toBe(ErrorCode.notFound);
    expect(await fingerprint(s.t.deps.database.db)).toBe(mid);
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
